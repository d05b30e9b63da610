import {
  DEFAULT_SITTING_TIMES,
  SittingTimesSchema,
  SITTINGS,
  type BoardDefault,
  type MessSettings,
  type Sitting,
  type SittingTimes,
  type UpdateMessSettingsBody,
} from '@messmate/shared';
import { z } from 'zod';
import type { Database, Executor } from '../../db/client';
import type { Caller } from '../../access/caller';
import { retimeOpenSittings } from '../menu/retime';
import { messSettingsRepository } from './repository';

/** What the board's rules need of the settings. */
export interface BoardSettings {
  defaultBoard: BoardDefault;
  times: (sitting: Sitting) => SittingTimes;
}

const StoredSittingsSchema = z.array(SittingTimesSchema);

const named = (list: readonly SittingTimes[], name: Sitting) =>
  list.find((s) => s.sitting === name);

function defaultTimes(name: Sitting): SittingTimes {
  const times = named(DEFAULT_SITTING_TIMES, name);
  if (!times) throw new Error(`No default times for ${name}`);
  return times;
}

function inServingOrder(sittings: readonly SittingTimes[]): SittingTimes[] {
  return SITTINGS.map((name) => named(sittings, name) ?? defaultTimes(name));
}

/** The saved settings, or DESIGN.md's defaults (defaultBoard 'in') before an admin saves any. */
export async function readBoardSettings(
  db: Executor,
): Promise<BoardSettings & { sittings: SittingTimes[] }> {
  const row = await messSettingsRepository.find(db);
  const stored = row ? StoredSittingsSchema.safeParse(row.sittings) : null;
  const sittings = inServingOrder(stored?.success ? stored.data : DEFAULT_SITTING_TIMES);
  return {
    defaultBoard: row?.defaultBoard ?? 'in',
    sittings,
    times: (sitting) => named(sittings, sitting) ?? defaultTimes(sitting),
  };
}

export async function getMessSettings(db: Executor, timeZone: string): Promise<MessSettings> {
  const { defaultBoard, sittings } = await readBoardSettings(db);
  return { timeZone, defaultBoard, sittings };
}

/**
 * Saves the settings and re-times the planned sittings that are still open. A locked sitting
 * keeps the times and default it locked with, so its count never moves (decision 0017).
 */
export async function saveMessSettings(
  db: Database,
  caller: Caller,
  body: UpdateMessSettingsBody,
  context: { now: Date; timeZone: string },
): Promise<MessSettings> {
  const sittings = inServingOrder(body.sittings);
  await db.transaction(async (tx) => {
    await messSettingsRepository.save(tx, {
      defaultBoard: body.defaultBoard,
      sittings,
      updatedBy: caller.id,
    });
    await retimeOpenSittings(tx, { defaultBoard: body.defaultBoard, sittings }, context);
  });
  return { timeZone: context.timeZone, defaultBoard: body.defaultBoard, sittings };
}

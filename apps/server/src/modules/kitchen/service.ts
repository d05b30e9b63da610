import {
  SITTINGS,
  type Headcount,
  type HeadcountSitting,
  type LeftoversBody,
  type SavedLeftovers,
  type Sitting,
} from '@messmate/shared';
import type { Caller } from '../../access/caller';
import type { Database } from '../../db/client';
import { conflict, notFound } from '../../lib/http-error';
import { instantsInZone, isLocked, sittingInstants } from '../../lib/sitting-times';
import { freezeDueSittings } from '../board/freeze';
import { boardRepository } from '../board/repository';
import { menuRepository, type MenuSittingRow } from '../menu/repository';
import { boardCodesRepository } from '../pickup-codes/board-repository';
import { readBoardSettings } from '../mess-settings/service';
import { announceBoardChanges } from '../notifications/board-signal';
import { tallyRequests } from './request-tally';
import { kitchenRepository } from './repository';
import { SUGGESTION_HISTORY, suggestPortions } from './suggested-portions';
import { WORDS } from '@messmate/shared/server-wordings';

export interface KitchenContext {
  now: Date;
  timeZone: string;
}

/** The final count once frozen at the cut-off; the live board before. */
async function boardCount(db: Database, row: MenuSittingRow | undefined) {
  if (!row) return { eating: 0, away: 0 };
  if (row.frozenAt && row.frozenEating !== null && row.frozenAway !== null)
    return { eating: row.frozenEating, away: row.frozenAway };
  return boardRepository.countBoard(db, row.date, row.sitting);
}

/** A day's three sittings for the cook: who eats, who is away, requests, portions, leftovers. */
export async function getHeadcount(
  db: Database,
  date: string,
  { now, timeZone }: KitchenContext,
): Promise<Headcount> {
  await freezeDueSittings(db, { from: date, to: date }, now);
  const [settings, rows, leftovers, requests, collected] = await Promise.all([
    readBoardSettings(db),
    menuRepository.listSittings(db, date, date),
    kitchenRepository.leftoversOfDay(db, date),
    kitchenRepository.requestsOfDay(db, date),
    boardCodesRepository.collectedCounts(db, date),
  ]);
  const sittings: HeadcountSitting[] = [];
  for (const sitting of SITTINGS) {
    const row = rows.find((r) => r.sitting === sitting);
    const instants = row ?? sittingInstants(date, settings.times(sitting), timeZone);
    const counted = await boardCount(db, row);
    const history = await kitchenRepository.history(db, sitting, date, SUGGESTION_HISTORY);
    const recorded = leftovers.find((l) => l.sitting === sitting);
    sittings.push({
      sitting,
      planned: Boolean(row),
      ...instantsInZone(instants, timeZone),
      locked: isLocked(instants, now),
      ...counted,
      collected: collected.find((c) => c.sitting === sitting)?.collected ?? 0,
      requests: tallyRequests(requests, sitting),
      ...suggestPortions(counted.eating, history),
      leftovers: recorded ? { cooked: recorded.cooked, left: recorded.left } : null,
    });
  }
  return { date, sittings };
}

/** What the kitchen cooked and had left, once the sitting has started. */
export async function recordLeftovers(
  db: Database,
  caller: Caller,
  { date, sitting }: { date: string; sitting: Sitting },
  body: LeftoversBody,
  { now, timeZone }: KitchenContext,
): Promise<SavedLeftovers> {
  // The history behind suggested portions pairs these numbers with the frozen count.
  await freezeDueSittings(db, { from: date, to: date }, now);
  return db.transaction(async (tx) => {
    const row = await menuRepository.findSittingShared(tx, date, sitting);
    if (!row) throw notFound(WORDS.board.noMenu(sitting, date), 'NO_MENU');
    if (now.getTime() < row.startsAt.getTime()) {
      const startsAt = instantsInZone(row, timeZone).startsAt.slice(11, 16);
      throw conflict(WORDS.board.leftoversTooEarly(sitting, date, startsAt), 'NOT_STARTED');
    }
    await kitchenRepository.saveLeftovers(tx, { date, sitting, ...body, recordedBy: caller.id });
    await announceBoardChanges(tx, [{ date, sitting }]);
    return { date, sitting, cooked: body.cooked, left: body.left };
  });
}

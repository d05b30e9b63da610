import {
  type AwayResult,
  type BoardChoice,
  type DateSitting,
  type MyBoard,
  type Sitting,
} from '@messmate/shared';
import type { Caller } from '../../access/caller';
import type { Database } from '../../db/client';
import { conflict, notFound } from '../../lib/http-error';
import { cutoffInWords, instantsInZone, isLocked } from '../../lib/sitting-times';
import { menuRepository } from '../menu/repository';
import { announceBoardChanges } from '../notifications/board-signal';
import { boardRepository } from './repository';
import { WORDS } from '@messmate/shared/server-wordings';

export interface BoardContext {
  now: Date;
  timeZone: string;
}

/**
 * Puts the caller on or off one sitting's board, until its cut-off. The sitting stays
 * share-locked from the check to the commit, so the count at the cut-off waits for this.
 */
export async function chooseSitting(
  db: Database,
  caller: Caller,
  target: { date: string; sitting: Sitting; eating: boolean },
  { now, timeZone }: BoardContext,
): Promise<BoardChoice> {
  const { date, sitting, eating } = target;
  return db.transaction(async (tx) => {
    const row = await menuRepository.findSittingShared(tx, date, sitting);
    if (!row) throw notFound(WORDS.board.noMenu(sitting, date), 'NO_MENU');
    if (isLocked(row, now)) {
      const words = cutoffInWords(row.cutoffAt, timeZone);
      throw conflict(WORDS.board.locked(sitting, date, words), 'BOARD_LOCKED');
    }
    await boardRepository.saveChoice(tx, { date, sitting, userId: caller.id, eating });
    await announceBoardChanges(tx, [{ date, sitting }]);
    const { cutoffAt } = instantsInZone(row, timeZone);
    return { date, sitting, eating, cutoffAt };
  });
}

/** Every open planned sitting from `from` to `to` turned off for the caller, in one step. */
export async function markAway(
  db: Database,
  caller: Caller,
  { from, to }: { from: string; to: string },
  { now }: BoardContext,
): Promise<AwayResult> {
  return db.transaction(async (tx) => {
    const rows = await menuRepository.lockSittingsShared(tx, from, to);
    const changed: DateSitting[] = [];
    const locked: DateSitting[] = [];
    for (const row of rows) {
      const one = { date: row.date, sitting: row.sitting };
      if (isLocked(row, now)) {
        locked.push(one);
        continue;
      }
      await boardRepository.saveChoice(tx, { ...one, userId: caller.id, eating: false });
      changed.push(one);
    }
    await announceBoardChanges(tx, changed);
    return { changed, locked };
  });
}

/** The caller's place on each planned sitting of the range. */
export async function readMyBoard(
  db: Database,
  caller: Caller,
  { from, to }: { from: string; to: string },
  { now, timeZone }: BoardContext,
): Promise<MyBoard> {
  const [rows, choices] = await Promise.all([
    menuRepository.listSittings(db, from, to),
    boardRepository.listChoices(db, caller.id, from, to),
  ]);
  const chosen = new Map(choices.map((c) => [`${c.date} ${c.sitting}`, c.eating]));
  return {
    from,
    to,
    sittings: rows.map((row) => {
      const choice = chosen.get(`${row.date} ${row.sitting}`);
      return {
        date: row.date,
        sitting: row.sitting,
        eating: choice ?? row.defaultBoard === 'in',
        chosen: choice !== undefined,
        locked: isLocked(row, now),
        cutoffAt: instantsInZone(row, timeZone).cutoffAt,
      };
    }),
  };
}

import { addDays, type Sitting } from '@messmate/shared';
import type { Database } from '../../db/client';
import { communityDay } from '../../lib/community-day';
import type { CommunityClock } from '../meal-requests/service';
import { menuRepository } from '../menu/repository';
import { boardCodesOf, boardQrCodeOf, boardShortCodeOf, sameCode } from './board-code-maker';
import { boardCodesRepository } from './board-repository';
import { boardSecretOf } from './board-secret';

/** How far back a scanned board code is still recognised, to say which day it was for. */
const DAYS_RECOGNISED_BACK = 7;

export type BoardEntryRow = Awaited<ReturnType<typeof boardCodesRepository.entries>>[number];
export type BoardMatch = BoardEntryRow & { code: string; shortCode: string };

/**
 * 'Lunch: Dal, Rice': the sitting and its dishes, in the planned order; with `titleBn` the
 * dishes' Bangla titles where they have one (null when none has), the sitting left for the web
 * to name in the reader's words.
 */
export async function sittingTitles(db: Database, date: string) {
  const meals = await menuRepository.listMeals(db, date, date);
  return (sitting: Sitting) => {
    const dishes = meals.filter((m) => m.sitting === sitting);
    const named = (titles: string[]) =>
      titles.length > 0 ? `${sitting}: ${titles.join(', ')}` : sitting;
    const title = named(dishes.map((m) => m.title ?? m.keptTitle));
    const anyBangla = dishes.some((m) => m.titleBn);
    const titleBn = anyBangla
      ? named(dishes.map((m) => m.titleBn || m.title || m.keptTitle))
      : null;
    return { title, titleBn };
  };
}

/** The caller's entries on today's board (eating, and counted), with their codes. */
export async function todaysBoardCodes(db: Database, userId: string, clock: CommunityClock) {
  const today = communityDay(clock.now, clock.timeZone);
  const [secret, rows, collected, titleOf] = await Promise.all([
    boardSecretOf(db),
    boardCodesRepository.entries(db, today, today, userId),
    boardCodesRepository.collectedSittings(db, userId, today),
    sittingTitles(db, today),
  ]);
  return rows
    .filter((row) => row.eating && row.counted && !collected.includes(row.sitting))
    .map((row) => ({ ...row, ...boardCodesOf(secret, row), ...titleOf(row.sitting) }));
}

/**
 * The board entries a scanned or typed code belongs to: every resident's codes on the planned
 * sittings of the last week and tomorrow, recomputed and compared in constant time (nothing is
 * stored before a collect). Usually one; two only when short codes clash.
 */
export async function matchBoardCode(
  db: Database,
  typed: { code: string } | { shortCode: string },
  clock: CommunityClock,
): Promise<BoardMatch[]> {
  const today = communityDay(clock.now, clock.timeZone);
  const from = addDays(today, -DAYS_RECOGNISED_BACK);
  const [secret, rows] = await Promise.all([
    boardSecretOf(db),
    boardCodesRepository.entries(db, from, addDays(today, 1)),
  ]);
  const matches: BoardMatch[] = [];
  // Only the form that was typed is recomputed for everyone; the match gets both.
  const derive = 'code' in typed ? boardQrCodeOf : boardShortCodeOf;
  const wanted = 'code' in typed ? typed.code : typed.shortCode;
  for (const row of rows) {
    if (sameCode(derive(secret, row), wanted))
      matches.push({ ...row, ...boardCodesOf(secret, row) });
  }
  return matches;
}

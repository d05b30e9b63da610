import { type CounterLookup } from '@messmate/shared';
import type { Caller } from '../../access/caller';
import type { Database } from '../../db/client';
import { communityDay } from '../../lib/community-day';
import { clockTime } from '../../lib/community-time';
import { conflict } from '../../lib/http-error';
import type { CommunityClock } from '../meal-requests/service';
import { sittingTitles, type BoardMatch } from './board-entries';
import { boardCodesRepository } from './board-repository';
import { otherDayRefusal } from './other-day';
import { WORDS } from '@messmate/shared/server-wordings';

function refuseUnlessCollectable(match: BoardMatch, clock: CommunityClock): void {
  const today = communityDay(clock.now, clock.timeZone);
  if (match.date !== today) {
    throw otherDayRefusal(match.date, today);
  }
  const { sitting } = match;
  if (!match.counted) throw conflict(WORDS.pickup.notOnBoard(sitting), 'NOT_ON_BOARD');
  if (!match.eating) throw conflict(WORDS.pickup.sittingTurnedOff(sitting), 'SITTING_TURNED_OFF');
}

const alreadyCollected = (at: Date, clock: CommunityClock) =>
  conflict(WORDS.pickup.alreadyCollected(clockTime(at, clock.timeZone)), 'ALREADY_COLLECTED');

async function present(
  db: Database,
  match: BoardMatch,
  collectedAt: Date | null,
): Promise<CounterLookup> {
  const titleOf = await sittingTitles(db, match.date);
  return {
    kind: 'board',
    title: titleOf(match.sitting).title,
    sitting: match.sitting,
    resident: { name: match.name, image: match.image },
    collectedAt: collectedAt ? collectedAt.toISOString() : null,
  };
}

/** Admin: whose board entry it is and for which sitting; a collected one says when. */
export async function lookUpBoardEntry(
  db: Database,
  match: BoardMatch,
  clock: CommunityClock,
): Promise<CounterLookup> {
  const collectedAt = await boardCodesRepository.collectedAt(db, match);
  if (!collectedAt) refuseUnlessCollectable(match, clock);
  return present(db, match, collectedAt);
}

/**
 * Admin: marks the entry collected, once: the row is written now, under a unique key per
 * resident, day and sitting, so of two counters scanning at once one writes and one is told when.
 */
export async function collectBoardEntry(
  db: Database,
  admin: Caller,
  match: BoardMatch,
  clock: CommunityClock,
): Promise<CounterLookup> {
  const earlier = await boardCodesRepository.collectedAt(db, match);
  if (earlier) throw alreadyCollected(earlier, clock);
  refuseUnlessCollectable(match, clock);
  const shown = await present(db, match, clock.now);
  const added = await boardCodesRepository.insertCollected(db, {
    ...match,
    title: shown.title,
    by: admin.id,
    at: clock.now,
  });
  if (added) return shown;
  const winner = await boardCodesRepository.collectedAt(db, match);
  throw alreadyCollected(winner ?? clock.now, clock);
}

import { PICKUP_CODE_PREFIX, type CounterLookup, type PickupCode } from '@messmate/shared';
import type { Caller } from '../../access/caller';
import type { Database } from '../../db/client';
import { communityDay } from '../../lib/community-day';
import { clockTime } from '../../lib/community-time';
import { conflict, notFound } from '../../lib/http-error';
import { notificationTextsInEvery } from '@messmate/shared/notification-texts-bn';
import { deliverRequest } from '../meal-requests/deliver';
import type { CommunityClock } from '../meal-requests/service';
import { pushesOf, sendPush, type PushSender } from '../push/send-push';
import { todaysBoardCodes } from './board-entries';
import { collectBoardEntry, lookUpBoardEntry } from './board-service';
import { otherDayRefusal } from './other-day';
import { pickupCodesRepository as codes, type PickupCodeRow } from './repository';
import { resolveCode } from './resolve-code';
import { WORDS } from '@messmate/shared/server-wordings';

/**
 * The caller's codes: one per pending request, oldest first, then one per sitting of today's
 * board they are on and have not collected. Reads only.
 */
export async function listPickupCodes(
  db: Database,
  caller: Caller,
  clock: CommunityClock,
): Promise<PickupCode[]> {
  const [rows, board] = await Promise.all([
    codes.codesOfPendingRequests(db, caller.id),
    todaysBoardCodes(db, caller.id, clock),
  ]);
  const requests = rows.map((row) => ({
    code: row.code,
    shortCode: row.shortCode,
    kind: 'request' as const,
    requestId: row.requestId,
    date: row.communityDay,
    title: row.title,
    titleBn: row.titleBn,
  }));
  const sittings = board.map((entry) => ({
    code: entry.code,
    shortCode: entry.shortCode,
    kind: 'board' as const,
    date: entry.date,
    sitting: entry.sitting,
    title: entry.title,
    titleBn: entry.titleBn,
  }));
  return [...requests, ...sittings];
}

async function findCode(db: Database, code: string): Promise<PickupCodeRow> {
  const row = await codes.find(
    db,
    code.startsWith(PICKUP_CODE_PREFIX) ? { code } : { shortCode: code },
  );
  if (!row) throw notFound(WORDS.pickup.codeUnknown, 'PICKUP_CODE_NOT_FOUND');
  return row;
}

const collectedAtOf = (row: PickupCodeRow): Date | null => row.collectedAt ?? row.servedAt;

/** Refuses a cancelled request's code and one for another day; collected ones are the caller's to judge. */
function refuseIfCancelled(
  row: PickupCodeRow,
): asserts row is PickupCodeRow & { requestId: string } {
  if (!row.requestId) throw conflict(WORDS.pickup.requestCancelled, 'REQUEST_CANCELLED');
}

function refuseIfAnotherDay(row: PickupCodeRow, clock: CommunityClock): void {
  const today = communityDay(clock.now, clock.timeZone);
  if (row.communityDay !== today) {
    throw otherDayRefusal(row.communityDay, today);
  }
}

function alreadyCollected(at: Date, clock: CommunityClock) {
  return conflict(
    WORDS.pickup.alreadyCollected(clockTime(at, clock.timeZone)),
    'ALREADY_COLLECTED',
  );
}

function present(row: PickupCodeRow, collectedAt: Date | null): CounterLookup {
  return {
    kind: row.kind,
    title: row.title,
    resident: { name: row.residentName, image: row.residentImage },
    collectedAt: collectedAt ? collectedAt.toISOString() : null,
  };
}

/** Admin: what a code is for and whose it is; a collected one says when. */
export async function lookUpPickupCode(
  db: Database,
  code: string,
  clock: CommunityClock,
): Promise<CounterLookup> {
  const resolved = await resolveCode(db, code, clock);
  if (resolved.kind === 'board') return lookUpBoardEntry(db, resolved.match, clock);
  const { row } = resolved;
  refuseIfCancelled(row);
  const collectedAt = collectedAtOf(row);
  if (!collectedAt) refuseIfAnotherDay(row, clock);
  return present(row, collectedAt);
}

/**
 * Admin: hands the plate over. The request is delivered by the same rule as the Serve button
 * (only from pending, so two counters, or a counter and the button, serve it once).
 */
export async function collectPickupCode(
  db: Database,
  admin: Caller,
  code: string,
  clock: CommunityClock,
  push: PushSender,
): Promise<CounterLookup> {
  const resolved = await resolveCode(db, code, clock);
  if (resolved.kind === 'board') return collectBoardEntry(db, admin, resolved.match, clock);
  const { row } = resolved;
  refuseIfCancelled(row);
  const earlier = collectedAtOf(row);
  if (earlier) throw alreadyCollected(earlier, clock);
  refuseIfAnotherDay(row, clock);
  const requestId = row.requestId;
  const delivered = await db.transaction(async (tx) => {
    const served = await deliverRequest(tx, admin, requestId, clock.now);
    if (served) await codes.markCollected(tx, row.id, admin.id, clock.now);
    return served;
  });
  if (delivered) {
    // As the Serve button does: the phone hears it once the hand-over is saved.
    const served = notificationTextsInEvery.requestServed(delivered);
    sendPush(push, delivered.userId, pushesOf(served, `request-${requestId}`));
    return present(row, clock.now);
  }
  // Another counter (or the Serve button, or a cancel) got there first: say which.
  const now = await findCode(db, code);
  refuseIfCancelled(now);
  throw alreadyCollected(collectedAtOf(now) ?? clock.now, clock);
}

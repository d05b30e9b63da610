import {
  PICKUP_CODE_PREFIX,
  PICKUP_MESSAGES,
  type CounterLookup,
  type PickupCode,
} from '@messmate/shared';
import type { Caller } from '../../access/caller';
import type { Database } from '../../db/client';
import { communityDay } from '../../lib/community-day';
import { clockTime, dayLabel } from '../../lib/community-time';
import { conflict, notFound } from '../../lib/http-error';
import { deliverRequest } from '../meal-requests/deliver';
import type { CommunityClock } from '../meal-requests/service';
import { makePickupCode } from './code-maker';
import { pickupCodesRepository as codes, type PickupCodeRow } from './repository';

/** Enough tries for two random 7-character codes to stop clashing many times over. */
const ISSUE_ATTEMPTS = 5;

/** Gives each of the resident's pending requests its code, once; a clash just tries again. */
async function issueMissingCodes(db: Database, userId: string) {
  const pending = await codes.pendingRequestsOf(db, userId);
  for (let attempt = 0; attempt < ISSUE_ATTEMPTS; attempt += 1) {
    const issued = await codes.codesForRequests(
      db,
      pending.map((request) => request.id),
    );
    const byRequest = new Map(issued.map((row) => [row.requestId, row]));
    const missing = pending.filter((request) => !byRequest.has(request.id));
    if (missing.length === 0) return { pending, byRequest };
    for (const request of missing) {
      await codes.insertUnlessTaken(db, {
        ...makePickupCode(),
        kind: 'request',
        requestId: request.id,
        userId,
        title: request.mealTitle,
        communityDay: request.communityDay,
      });
    }
  }
  throw new Error('could not issue pickup codes');
}

/** The caller's codes: one per pending request, oldest first. */
export async function listPickupCodes(db: Database, caller: Caller): Promise<PickupCode[]> {
  const { pending, byRequest } = await issueMissingCodes(db, caller.id);
  return pending.flatMap((request) => {
    const issued = byRequest.get(request.id);
    if (!issued) return [];
    return [
      {
        code: issued.code,
        shortCode: issued.shortCode,
        kind: 'request' as const,
        requestId: request.id,
        date: request.communityDay,
        title: request.mealTitle,
      },
    ];
  });
}

async function findCode(db: Database, code: string): Promise<PickupCodeRow> {
  const by = code.startsWith(PICKUP_CODE_PREFIX) ? { code } : { shortCode: code };
  const row = await codes.find(db, by);
  if (!row) throw notFound(PICKUP_MESSAGES.codeUnknown, 'PICKUP_CODE_NOT_FOUND');
  return row;
}

const collectedAtOf = (row: PickupCodeRow): Date | null => row.collectedAt ?? row.servedAt;

/** Refuses a cancelled request's code and one for another day; collected ones are the caller's to judge. */
function refuseIfCancelled(
  row: PickupCodeRow,
): asserts row is PickupCodeRow & { requestId: string } {
  if (!row.requestId) throw conflict(PICKUP_MESSAGES.requestCancelled, 'REQUEST_CANCELLED');
}

function refuseIfAnotherDay(row: PickupCodeRow, clock: CommunityClock): void {
  const today = communityDay(clock.now, clock.timeZone);
  if (row.communityDay !== today) {
    throw conflict(
      PICKUP_MESSAGES.otherDay(dayLabel(row.communityDay), dayLabel(today)),
      'PICKUP_OTHER_DAY',
    );
  }
}

function alreadyCollected(at: Date, clock: CommunityClock) {
  return conflict(
    PICKUP_MESSAGES.alreadyCollected(clockTime(at, clock.timeZone)),
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
  const row = await findCode(db, code);
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
): Promise<CounterLookup> {
  const row = await findCode(db, code);
  refuseIfCancelled(row);
  const earlier = collectedAtOf(row);
  if (earlier) throw alreadyCollected(earlier, clock);
  refuseIfAnotherDay(row, clock);
  const requestId = row.requestId;
  const delivered = await db.transaction(async (tx) => {
    if (!(await deliverRequest(tx, admin, requestId, clock.now))) return false;
    await codes.markCollected(tx, row.id, admin.id, clock.now);
    return true;
  });
  if (delivered) return present(row, clock.now);
  // Another counter (or the Serve button, or a cancel) got there first: say which.
  const now = await findCode(db, code);
  refuseIfCancelled(now);
  throw alreadyCollected(collectedAtOf(now) ?? clock.now, clock);
}

import type { Executor } from '../../db/client';
import { makePickupCode } from './code-maker';
import { pickupCodesRepository } from './repository';

/** Enough tries for two random 7-character codes to stop clashing many times over. */
const ISSUE_ATTEMPTS = 5;

/**
 * Gives a new request its pickup code, in the transaction that makes the request, so every
 * request has one and reading the codes never writes. A clash of random codes tries again.
 */
export async function issuePickupCode(
  tx: Executor,
  request: { id: string; userId: string; title: string; communityDay: string },
): Promise<void> {
  for (let attempt = 0; attempt < ISSUE_ATTEMPTS; attempt += 1) {
    const added = await pickupCodesRepository.insertUnlessTaken(tx, {
      ...makePickupCode(),
      kind: 'request',
      requestId: request.id,
      userId: request.userId,
      title: request.title,
      communityDay: request.communityDay,
    });
    if (added) return;
  }
  throw new Error('could not issue a pickup code');
}

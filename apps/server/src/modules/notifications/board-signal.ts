import type { DateSitting } from '@messmate/shared';
import type { Executor } from '../../db/client';
import { announce } from './channel';

/**
 * Tells every instance's admin streams that these sittings' boards changed (on commit, inside
 * the transaction that changed them), so an open kitchen page refetches its headcount.
 */
export function announceBoardChanges(tx: Executor, changed: readonly DateSitting[]): Promise<void> {
  return announce(
    tx,
    changed.map(({ date, sitting }) => ({ type: 'board' as const, date, sitting })),
  );
}

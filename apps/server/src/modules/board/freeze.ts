import type { Executor } from '../../db/client';
import { boardRepository } from './repository';

/**
 * Takes the final count of every sitting in the range that is past its cut-off and not yet
 * counted. Locking the sittings first waits out the choices still committing (each holds its
 * sitting share-locked from its cut-off check to its commit), and any choice after this finds
 * the sitting frozen: the count is the board at the cut-off, and nothing moves it afterwards.
 * It runs on the first read after a cut-off (menu, headcount), on whichever instance.
 */
export async function freezeDueSittings(
  db: Executor,
  { from, to }: { from: string; to: string },
  now: Date,
): Promise<void> {
  if (!(await boardRepository.anyDueUnfrozen(db, from, to, now))) return;
  await db.transaction(async (tx) => {
    const due = await boardRepository.lockDueUnfrozen(tx, from, to, now);
    for (const { date, sitting } of due) {
      const counted = await boardRepository.countBoard(tx, date, sitting);
      await boardRepository.freeze(tx, date, sitting, { ...counted, at: now });
    }
  });
}

/**
 * Before someone's role changes (and with it who the board counts): every sitting already past
 * its cut-off takes its count first, as it stood at the cut-off.
 */
export function freezeEveryDueSitting(db: Executor, now: Date): Promise<void> {
  return freezeDueSittings(db, { from: '1900-01-01', to: '9999-12-31' }, now);
}

import type { CutoffReminder } from '@messmate/shared';
import type { Caller } from '../../access/caller';
import type { Database } from '../../db/client';
import { forbidden } from '../../lib/http-error';
import { cutoffRemindersRepository } from './repository';
import { WORDS } from '@messmate/shared/server-wordings';

/** Whether the caller asked for a push before each sitting's cut-off. */
export async function getCutoffReminder(db: Database, caller: Caller): Promise<CutoffReminder> {
  return { on: await cutoffRemindersRepository.isOptedIn(db, caller.id) };
}

/** The bell's switch: residents only (an admin has no place on the board to be reminded of). */
export async function setCutoffReminder(
  db: Database,
  caller: Caller,
  on: boolean,
): Promise<CutoffReminder> {
  if (caller.role !== 'student') {
    throw forbidden(WORDS.menuNews.remindersForResidents, 'RESIDENTS_ONLY');
  }
  if (on) await cutoffRemindersRepository.optIn(db, caller.id);
  else await cutoffRemindersRepository.optOut(db, caller.id);
  return { on };
}

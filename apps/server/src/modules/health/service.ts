import type { Executor } from '../../db/client';
import { healthRepository } from './repository';

export type DatabaseCheck = { reachable: true } | { reachable: false; error: unknown };

/** Whether the database answers now; a failure is returned to be logged, not thrown. */
export async function checkDatabase(db: Executor): Promise<DatabaseCheck> {
  try {
    await healthRepository.ping(db);
    return { reachable: true };
  } catch (error) {
    return { reachable: false, error };
  }
}

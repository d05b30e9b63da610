import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';

export const healthRepository = {
  /** The cheapest round trip to the database; throws when it does not answer. */
  async ping(db: Executor): Promise<void> {
    await db.execute(sql`select 1`);
  },
};

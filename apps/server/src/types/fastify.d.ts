import type { Database, DatabaseHandle } from '../db/client';
import type { Env } from '../env';
import type { PushSender } from '../modules/push/sender';

declare module 'fastify' {
  interface FastifyInstance {
    env: Env;
    db: Database;
    database: DatabaseHandle;
    /** Web Push to a user's opted-in browsers (modules/push). */
    push: PushSender;
  }
}

import type { Database, DatabaseHandle } from '../db/client';
import type { Env } from '../env';

declare module 'fastify' {
  interface FastifyInstance {
    env: Env;
    db: Database;
    database: DatabaseHandle;
  }
}

import { buildApp } from './app';
import { backupSocketPath, openBackupSocket } from './backups/backup-socket';
import { DataDirInUseError } from './db/data-dir-lock';
import { ConfigurationError, loadEnv, publicUrl } from './env';
import { openConfiguredDatabase, prepareDatabase } from './startup';

async function main() {
  const env = loadEnv();
  const opened = await openConfiguredDatabase(env);
  const app = await buildApp({ env, database: opened.database });
  await prepareDatabase(opened.database, env, app.log);
  await app.listen({ port: env.PORT, host: env.HOST });
  // On PGlite only this process may read the folder: `npm run backup` asks it through a socket.
  const closeBackupSocket =
    opened.database.kind === 'pglite'
      ? await openBackupSocket(backupSocketPath(env.DATA_DIR), app.backups, app.log)
      : undefined;
  if (env.NODE_ENV === 'production' && env.PAYMENTS === 'test') {
    app.log.warn(
      'Card payments: the built-in TEST processor is on (PAYMENTS=test): test cards buy badges and nothing is charged.',
    );
  }
  if (env.TEST_CLOCK_HEADER) {
    app.log.warn(
      'TEST_CLOCK_HEADER is on: any request may set its own clock with x-test-now, so cut-offs can be dodged. For browser tests only.',
    );
  }
  app.log.info(
    `MessMate is ready: open ${publicUrl(env)} (API docs at ${publicUrl(env)}/api/docs)`,
  );

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received: finishing open requests and closing the database`);
    try {
      await closeBackupSocket?.();
      await app.close();
      await opened.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  if (error instanceof DataDirInUseError || error instanceof ConfigurationError) {
    console.error(error.message);
  } else {
    console.error('MessMate could not start:', error);
  }
  process.exit(1);
});

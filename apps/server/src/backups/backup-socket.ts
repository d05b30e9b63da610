import { chmodSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { BackupService } from './backup-service';

/** Where a running server on PGlite listens for `npm run backup`: inside its own data folder. */
export const backupSocketPath = (dataDir: string) => path.join(dataDir, 'backup.sock');

/**
 * A Unix socket in the data folder, readable by its owner only: whoever may read the folder may
 * read the data anyway, so reaching the socket is the permission, and no token is needed.
 * GET /backup answers one backup file. Only the process that holds the folder's lock opens it.
 */
export async function openBackupSocket(
  socketPath: string,
  backups: BackupService,
  log: FastifyBaseLogger,
): Promise<() => Promise<void>> {
  const server: Server = createServer((request, response) => {
    if (request.method !== 'GET' || request.url !== '/backup') {
      response.writeHead(404).end('GET /backup is all this socket answers\n');
      return;
    }
    response.writeHead(200, { 'content-type': 'application/gzip' });
    backups.streamTo(response).catch((error: unknown) => {
      log.error({ err: error }, 'backup over the socket failed');
      response.destroy(error as Error);
    });
  });
  rmSync(socketPath, { force: true });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socketPath, resolve);
  });
  chmodSync(socketPath, 0o600);
  return async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    rmSync(socketPath, { force: true });
  };
}

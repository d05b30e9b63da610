import { existsSync } from 'node:fs';
import { request, type IncomingMessage } from 'node:http';
import type { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * Asks the running server that owns the data folder for a backup through its socket. Resolves
 * false when no server listens there (then the folder may be opened directly).
 */
export async function askServerForBackup(
  socketPath: string,
  out: () => Writable,
): Promise<boolean> {
  if (!existsSync(socketPath)) return false;
  const response = await new Promise<IncomingMessage | undefined>((resolve, reject) => {
    const call = request({ socketPath, path: '/backup', method: 'GET' }, resolve);
    call.on('error', (error: NodeJS.ErrnoException) => {
      // A socket file left by a server that died: nobody listens.
      if (error.code === 'ECONNREFUSED' || error.code === 'ENOENT') resolve(undefined);
      else reject(error);
    });
    call.end();
  });
  if (!response) return false;
  if (response.statusCode !== 200) {
    throw new Error(`The running server refused the backup (status ${response.statusCode}).`);
  }
  await pipeline(response, out());
  return true;
}

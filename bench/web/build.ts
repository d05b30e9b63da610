import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../apps/web');

/**
 * Builds the web app into `outDir`, not apps/web/dist: a build empties its folder, and a server
 * (someone's e2e run) may be serving apps/web/dist right now.
 */
export async function buildWebApp(outDir: string): Promise<void> {
  await promisify(execFile)('npx', ['vite', 'build', '--outDir', outDir, '--emptyOutDir'], {
    cwd: webDir,
    maxBuffer: 16 * 1024 * 1024,
  });
}

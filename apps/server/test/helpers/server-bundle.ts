import { execFileSync } from 'node:child_process';
import { readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
// Under apps/server, so the bundle finds its packages in node_modules as dist/server.js does;
// a folder per process, so parallel workers and runs never share one.
const bundles = path.join(serverRoot, 'node_modules/.cache/messmate-test-server');
let bundle: string | undefined;

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** vitest ends its workers without an exit event: the folders of gone processes go here. */
function removeBundlesOfGoneProcesses() {
  let names: string[] = [];
  try {
    names = readdirSync(bundles);
  } catch {
    return;
  }
  for (const name of names) {
    if (!isRunning(Number(name)))
      rmSync(path.join(bundles, name), { recursive: true, force: true });
  }
}

/**
 * The server entry point bundled by the production build script (scripts/build.mjs) from the
 * source as it is now, once per process: what `npm start` runs. A start of it takes about half
 * the CPU of a start under tsx (2.8 s against 6.0 s on a two-core machine), and the tests that
 * spawn the server start it some twenty times.
 */
export function serverBundle(): string {
  if (bundle) return bundle;
  removeBundlesOfGoneProcesses();
  const folder = path.join(bundles, String(process.pid));
  const file = path.join(folder, 'server.js');
  execFileSync(process.execPath, [
    path.join(serverRoot, 'scripts/build.mjs'),
    path.join(serverRoot, 'src/server.ts'),
    file,
  ]);
  process.once('exit', () => rmSync(folder, { recursive: true, force: true }));
  bundle = file;
  return file;
}

import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { openDatabase, PGLITE_SHARED_BUFFERS } from '../../src/db/client';
import { loadSharp } from '../../src/lib/load-sharp';
import { serverNodeFlags } from '../../src/node-flags';
import { repoRoot, serverRoot } from '../../src/paths';

const run = promisify(execFile);

// The memory settings of decision 0047: what can be checked without timing anything.
describe('the server memory settings', () => {
  it('serve.sh runs node with every flag in node-flags.txt, and the heap cap takes effect', async () => {
    const flags = serverNodeFlags();
    expect(flags).toEqual(
      expect.arrayContaining([
        '--enable-source-maps',
        '--no-liftoff',
        '--max-old-space-size=512',
        '--max-semi-space-size=8',
      ]),
    );
    const probe =
      'console.log(JSON.stringify({ argv: process.execArgv, limit: require("v8").getHeapStatistics().heap_size_limit }))';
    const { stdout } = await run('sh', [path.join(serverRoot, 'serve.sh'), '-e', probe]);
    const seen = JSON.parse(stdout) as { argv: string[]; limit: number };
    expect(seen.argv.slice(0, flags.length)).toEqual(flags);
    // Old generation 512 MB plus the young generation; V8's own default here is several GB.
    const limitMb = seen.limit / 1024 / 1024;
    expect(limitMb).toBeGreaterThanOrEqual(512);
    expect(limitMb).toBeLessThan(640);
  });

  it('npm run serve and the systemd unit start the server through serve.sh', () => {
    const scripts = (
      JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as {
        scripts: Record<string, string>;
      }
    ).scripts;
    expect(scripts.serve).toBe('sh apps/server/serve.sh apps/server/dist/server.js');
    const unit = readFileSync(path.join(repoRoot, 'deploy/messmate.service'), 'utf8');
    expect(unit).toMatch(
      /^ExecStart=\/bin\/sh apps\/server\/serve\.sh apps\/server\/dist\/server\.js$/m,
    );
  });

  it('PGlite starts with the buffer cache the server sets, not its 128 MB default', async () => {
    const database = await openDatabase({ kind: 'pglite' });
    try {
      const pglite = database.pglite;
      if (!pglite) throw new Error('openDatabase gave no PGlite instance');
      const { rows } = await pglite.query<{ shared_buffers: string }>('show shared_buffers');
      expect(rows[0]?.shared_buffers).toBe(PGLITE_SHARED_BUFFERS);
      expect(PGLITE_SHARED_BUFFERS).toBe('16MB');
    } finally {
      await database.close();
    }
    // A new embedded database runs initdb first: seconds on a busy 2-core machine.
  }, 120_000);

  it('sharp keeps no operation cache once loaded', async () => {
    const sharp = await loadSharp();
    expect(sharp.cache()).toMatchObject({
      memory: { max: 0 },
      files: { max: 0 },
      items: { max: 0 },
    });
  });
});

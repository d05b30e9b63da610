/**
 * Crash consistency: the server as a child process under write load, SIGKILLed at random
 * moments and restarted on the same data folder; after every kill each acknowledged write must
 * be there and the invariants must hold (badges only with a succeeded payment, likes equal to
 * like rows, no day over its request limit, review counts and ratings equal to their rows).
 *
 *   node --import tsx bench/crash/crash-consistency.ts [--kills 10] [--min-ms 1500] [--max-ms 5000]
 *     [--port 3122] [--data-dir /tmp/messmate-crash-…] [--keep]
 *
 * A shortened run is part of npm test (apps/server/test/crash).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { freePort } from '../../apps/server/test/helpers/server-process';
import { runCrashCycles } from './run-crash-cycles';

const { values } = parseArgs({
  options: {
    kills: { type: 'string', default: '10' },
    'min-ms': { type: 'string', default: '1500' },
    'max-ms': { type: 'string', default: '5000' },
    port: { type: 'string' },
    'data-dir': { type: 'string' },
    keep: { type: 'boolean', default: false },
  },
});

const dataDir = values['data-dir'] ?? mkdtempSync(path.join(os.tmpdir(), 'messmate-crash-'));
const started = Date.now();
const report = await runCrashCycles({
  dataDir,
  port: values.port ? Number(values.port) : await freePort(),
  kills: Number(values.kills),
  loadMs: [Number(values['min-ms']), Number(values['max-ms'])],
  log: (line) => console.log(line),
});
if (!values.keep) rmSync(dataDir, { recursive: true, force: true });
console.log(
  `${report.kills} kills survived, ${report.acknowledged} acknowledged writes checked ` +
    `(${report.uncertain} objects left uncertain by a kill), ${Math.round((Date.now() - started) / 1000)} s`,
);
if (report.problems.length > 0) {
  console.error(report.problems.join('\n'));
  process.exit(1);
}
console.log('Every acknowledged write was there and every invariant held.');

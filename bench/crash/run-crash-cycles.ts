import path from 'node:path';
import { openDatabase } from '../../apps/server/src/db/client';
import {
  startServerProcess,
  waitForHealth,
  type ServerProcess,
} from '../../apps/server/test/helpers/server-process';
import { acknowledgedProblems } from './acknowledged';
import { setUpCommunity } from './community';
import { invariantProblems } from './invariants';
import { createJournal, type Journal } from './journal';
import { runLoad } from './load';

export interface CrashOptions {
  dataDir: string;
  port: number;
  kills: number;
  /** Load runs this long (a random time in the range) before each SIGKILL. */
  loadMs: readonly [number, number];
  log?: (line: string) => void;
}

export interface CrashReport {
  journal: Journal;
  kills: number;
  acknowledged: number;
  uncertain: number;
  problems: string[];
}

// A start can take long on a busy machine; a kill should land in real work, not idle time.
const START_TIMEOUT_MS = 180_000;
const MIN_WRITES_PER_CYCLE = 10;

/** A random time in the range, and at least a few more acknowledged writes, before the kill. */
async function loadLongEnough(journal: Journal, [least, most]: readonly [number, number]) {
  const target = journal.acknowledged + MIN_WRITES_PER_CYCLE;
  const until = Date.now() + least + Math.random() * (most - least);
  const giveUp = until + 60_000;
  while (Date.now() < giveUp && (Date.now() < until || journal.acknowledged < target)) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const ADMIN = { email: 'crash-admin@messmate.test', password: 'crash-admin-password-2026' };

function start(options: CrashOptions): ServerProcess {
  return startServerProcess(
    {
      DATA_DIR: options.dataDir,
      NODE_ENV: 'production',
      // No Stripe here: the built-in test processor, asked for by name as production requires.
      PAYMENTS: 'test',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      WEB_DIST_DIR: '/nonexistent-web-build',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      AUTH_RATE_LIMIT_IP_MAX: '10000',
      // The load writes as fast as it can to have writes in flight at each kill; limits are not under test.
      WRITE_RATE_LIMIT_MAX: '1000000',
    },
    options.port,
  );
}

/** Reads the data folder the killed server left, exactly as the next start would find it. */
export async function inspect(dataDir: string, journal: Journal): Promise<string[]> {
  const database = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite') });
  try {
    return [
      ...(await acknowledgedProblems(database.db, journal)),
      ...(await invariantProblems(database.db)),
    ];
  } finally {
    await database.close();
  }
}

const uncertainCount = (journal: Journal) =>
  [journal.reviews, journal.requests, journal.mealLikes, journal.upcomingLikes, journal.published]
    .flatMap((ledger) => [...ledger.entries.values()])
    .filter((entry) => entry.uncertain).length;

async function portAnswers(port: number): Promise<boolean> {
  try {
    await fetch(`http://127.0.0.1:${port}/api/health`, { signal: AbortSignal.timeout(2_000) });
    return true;
  } catch {
    return false;
  }
}

/** A started server that answers health checks; whatever goes wrong, no process is left behind. */
async function startHealthy(options: CrashOptions): Promise<ServerProcess> {
  // Another server on the port would answer the health check in this one's place.
  if (await portAnswers(options.port)) throw new Error(`port ${options.port} is already in use`);
  const server = start(options);
  try {
    await waitForHealth(server, START_TIMEOUT_MS);
    return server;
  } catch (error) {
    server.child.kill('SIGKILL');
    throw error;
  }
}

/**
 * Starts the real server on a fresh data folder, puts it under write load from every kind of
 * user, SIGKILLs it at a random moment, checks the folder, restarts it on the same folder and
 * goes again; each check: every acknowledged write is there and the invariants hold.
 */
export async function runCrashCycles(options: CrashOptions): Promise<CrashReport> {
  const log = options.log ?? (() => undefined);
  const journal = createJournal();
  const problems: string[] = [];
  let server = await startHealthy(options);
  try {
    const community = await setUpCommunity(server.url, ADMIN, journal).catch((error: unknown) => {
      throw new Error(`setting up failed: ${String(error)}\nserver output:\n${server.output()}`);
    });
    let kills = 0;
    while (kills < options.kills) {
      const stop = new AbortController();
      const load = runLoad(community, journal, stop.signal);
      await loadLongEnough(journal, options.loadMs);
      server.child.kill('SIGKILL');
      await server.exited;
      kills += 1;
      stop.abort();
      await load;
      const found = await inspect(options.dataDir, journal);
      log(
        `kill ${kills}: ${journal.acknowledged} acknowledged writes so far, ${found.length} problems`,
      );
      problems.push(...found.map((problem) => `after kill ${kills}: ${problem}`));
      server = await startHealthy(options);
    }
    server.child.kill('SIGTERM');
    await server.exited;
    const atEnd = await inspect(options.dataDir, journal);
    problems.push(...atEnd.map((problem) => `at the end: ${problem}`));
    const uncertain = uncertainCount(journal);
    return { journal, kills, acknowledged: journal.acknowledged, uncertain, problems };
  } finally {
    if (server.child.exitCode === null && server.child.signalCode === null) {
      server.child.kill('SIGKILL');
    }
  }
}

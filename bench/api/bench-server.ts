import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serverNodeFlags } from '../../apps/server/src/node-flags';

const benchApiDir = path.dirname(fileURLToPath(import.meta.url));
const serverScript = path.join(benchApiDir, 'server.ts');
const serverPackage = path.resolve(benchApiDir, '../../apps/server');
const bundled = new Map<string, string>();

/**
 * Bundles the script the way `npm start` runs the server (plain Node, no TypeScript loader, which
 * would add its own memory), into the server's dist/ so it finds its package folder from there.
 */
function bundle(script: string): string {
  let outfile = bundled.get(script);
  if (!outfile) {
    outfile = path.join(serverPackage, 'dist', `bench-${path.basename(script, '.ts')}.js`);
    execFileSync(
      process.execPath,
      [path.join(serverPackage, 'scripts/build.mjs'), script, outfile],
      {
        stdio: 'inherit',
      },
    );
    bundled.set(script, outfile);
  }
  return outfile;
}

export interface RunningServer {
  baseUrl: string;
  pid: number;
  stop(): Promise<void>;
}

function withoutDatabase(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const { DATABASE_URL: _url, DATA_DIR: _dir, ...rest } = env;
  return rest;
}

async function waitForHealth(baseUrl: string, child: ChildProcess): Promise<void> {
  // Seeding the demo community (its pictures through sharp) takes minutes on a busy shared machine.
  const deadline = Date.now() + 300_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The bench server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('The bench server did not answer /api/health within 5 minutes');
}

/**
 * Starts a server in its own process, so its memory is measured alone: by default the app plus
 * the baseline route (bench/api/server.ts); `env` overrides the defaults below.
 */
export async function startBenchServer(
  port: number,
  env: Record<string, string>,
  script = serverScript,
): Promise<RunningServer> {
  const baseUrl = `http://127.0.0.1:${port}`;
  // BENCH_NODE_ARGS='--cpu-prof --cpu-prof-dir=/tmp/prof' profiles the server under load.
  const nodeArgs = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
  // The flags `npm run serve` gives the server (apps/server/node-flags.txt).
  const serveArgs = serverNodeFlags();
  const child = spawn(process.execPath, [...nodeArgs, ...serveArgs, bundle(script)], {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      // Only the bench database's own settings: an inherited DATABASE_URL or DATA_DIR would point elsewhere.
      ...withoutDatabase(process.env),
      NODE_ENV: 'production',
      // No Stripe here: the built-in test processor, asked for by name as production requires.
      PAYMENTS: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseUrl,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      ...env,
    },
  });
  const pid = child.pid;
  if (pid === undefined) throw new Error('The bench server could not be started');
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  try {
    await waitForHealth(baseUrl, child);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return {
    baseUrl,
    pid,
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

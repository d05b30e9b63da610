import type { RushResult } from './rush-load';
import type { CountCheck } from './rush-check';
import { fmt, table, type TargetCheck } from './results';

export const RUSH_P99_TARGET_MS = 150;
export const RUSH_TARGET_RESIDENTS = 1000;
/** The target's rush: every resident's writes arrive within a sitting's last minute. */
export const RUSH_TARGET_WINDOW_SECONDS = 60;

/** How a rush's writes came: over a window, or back to back on a number of connections. */
export function rushPaceText(
  rush: Pick<RushResult, 'windowSeconds' | 'connections'> & { warmUp?: boolean },
): string {
  const pace =
    rush.windowSeconds > 0
      ? `over ${rush.windowSeconds} s`
      : `back to back, ${rush.connections ?? '?'} connections`;
  return rush.warmUp ? `warm-up, ${pace}` : pace;
}

export interface RushCaseResult extends RushResult {
  database: string;
  meals: number;
  checks: CountCheck[];
  /** The rush run before the others so they meet a server that has served writes. */
  warmUp: boolean;
  /** The server process's CPU per write, and PostgreSQL's backends' (0 on PGlite: in the server). */
  serverCpuUsPerWrite: number;
  databaseCpuUsPerWrite: number;
}

const wrongCounts = (rush: RushCaseResult) =>
  rush.checks.filter((check) => check.expected !== check.actual);

export function rushTable(rushes: RushCaseResult[]): string {
  return table(
    [
      'db',
      'meals',
      'residents',
      'writes came',
      'writes',
      'failed',
      'writes/s',
      'p50 ms',
      'p99 ms',
      'max ms',
      'CPU µs/write: server',
      'database',
      'load generator',
      'counts',
    ],
    rushes.map((rush) => {
      const wrong = wrongCounts(rush);
      return [
        rush.database,
        String(rush.meals),
        String(rush.residents),
        rushPaceText(rush),
        String(rush.requests),
        String(rush.failures),
        fmt(rush.requestsPerSecond, 0),
        fmt(rush.p50Ms),
        fmt(rush.p99Ms),
        fmt(rush.maxMs, 0),
        fmt(rush.serverCpuUsPerWrite, 0),
        fmt(rush.databaseCpuUsPerWrite, 0),
        fmt(rush.clientCpuUsPerWrite, 0),
        wrong.length === 0
          ? `all ${rush.checks.length} exact`
          : wrong.map((c) => `${c.what}: ${c.actual}, not ${c.expected}`).join('; '),
      ];
    }),
  );
}

/**
 * The rush target: 1000 residents whose writes arrive over a minute, no failure and p99 under
 * 150 ms; every rush counts exactly, whatever its pace.
 */
export function checkRushTargets(rushes: RushCaseResult[]): TargetCheck[] {
  return rushes.flatMap((rush) => {
    const where = `(${rush.database}, ${rush.residents} residents ${rushPaceText(rush)})`;
    const checks: TargetCheck[] = [
      {
        target: `rush: every count exact ${where}`,
        actual: `${rush.checks.length - wrongCounts(rush).length}/${rush.checks.length}`,
        holds: wrongCounts(rush).length === 0,
      },
    ];
    if (
      rush.residents !== RUSH_TARGET_RESIDENTS ||
      rush.windowSeconds !== RUSH_TARGET_WINDOW_SECONDS
    )
      return checks;
    return [
      ...checks,
      {
        target: `rush: no failed request ${where}`,
        actual: String(rush.failures),
        holds: rush.failures === 0,
      },
      {
        target: `rush: p99 < ${RUSH_P99_TARGET_MS} ms ${where}`,
        actual: `${fmt(rush.p99Ms)} ms`,
        holds: rush.p99Ms < RUSH_P99_TARGET_MS,
      },
    ];
  });
}

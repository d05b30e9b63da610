import type { BenchCase } from './cases';
import type { DatabaseKind } from './databases';
import type { LoadResult } from './load';

export interface CaseResult {
  database: DatabaseKind;
  meals: number;
  name: string;
  group: BenchCase['group'];
  responseBytes: number;
  route: LoadResult;
  baseline: LoadResult;
  /** The route's requests/s over the baseline's. */
  ratio: number;
}

export interface SizeResult {
  database: DatabaseKind;
  meals: number;
  likes: number;
  reviews: number;
  seedSeconds: number;
  /** The server's highest resident memory over every run at this size. */
  peakRssMb: number;
}

export interface TargetCheck {
  target: string;
  actual: string;
  holds: boolean;
}

export const P99_TARGET_MS = 25;
export const RATIO_TARGET = 0.25;
export const GROWTH_TARGET = 2;
export const RSS_TARGET_MB = 300;
/** Issue 19: each analytics endpoint at 100k meals and 1M requests, on PostgreSQL. */
export const ANALYTICS_P99_TARGET_MS = 100;

export const fmt = (value: number, digits = 1) => value.toFixed(digits);

function speedChecks(c: CaseResult): TargetCheck[] {
  return [
    {
      target: `${c.name}: p99 < ${P99_TARGET_MS} ms (${c.database}, ${c.meals})`,
      actual: `${fmt(c.route.p99Ms)} ms`,
      holds: c.route.p99Ms < P99_TARGET_MS && c.route.failures === 0,
    },
    {
      target: `${c.name}: >= ${RATIO_TARGET} of baseline (${c.database}, ${c.meals})`,
      actual: fmt(c.ratio, 2),
      holds: c.ratio >= RATIO_TARGET,
    },
  ];
}

/** The analytics target is the p99 alone; the ratio to the baseline is reported beside it. */
function analyticsCheck(c: CaseResult): TargetCheck {
  return {
    target: `${c.name}: p99 < ${ANALYTICS_P99_TARGET_MS} ms (${c.database}, ${c.meals})`,
    actual: `${fmt(c.route.p99Ms)} ms, ratio ${fmt(c.ratio, 2)}`,
    holds: c.route.p99Ms < ANALYTICS_P99_TARGET_MS && c.route.failures === 0,
  };
}

/**
 * The issue's targets, judged on the largest size measured: the list's on PostgreSQL, the
 * signed-in reads' on both databases.
 */
export function checkTargets(cases: CaseResult[], sizes: SizeResult[]): TargetCheck[] {
  const checks: TargetCheck[] = [];
  if (cases.length === 0) return rssChecks(sizes);
  const largest = Math.max(...cases.map((c) => c.meals));
  const smallest = Math.min(...cases.map((c) => c.meals));
  for (const c of cases.filter((row) => row.meals === largest)) {
    if (c.group === 'signed-in' || (c.group === 'list' && c.database === 'postgres'))
      checks.push(...speedChecks(c));
    if (c.group === 'analytics' && c.database === 'postgres') checks.push(analyticsCheck(c));
  }
  if (largest > smallest) {
    for (const big of cases.filter((row) => row.group === 'list' && row.meals === largest)) {
      const small = cases.find(
        (row) => row.database === big.database && row.name === big.name && row.meals === smallest,
      );
      if (!small) continue;
      const growth = big.route.p99Ms / Math.max(small.route.p99Ms, 1);
      checks.push({
        target: `${big.name}: p99 grows < ${GROWTH_TARGET}x ${smallest}->${largest} (${big.database})`,
        actual: `${fmt(small.route.p99Ms)} -> ${fmt(big.route.p99Ms)} ms (${fmt(growth, 2)}x)`,
        holds: growth < GROWTH_TARGET,
      });
    }
  }
  return [...checks, ...rssChecks(sizes)];
}

function rssChecks(sizes: SizeResult[]): TargetCheck[] {
  return sizes
    .filter((row) => row.database === 'pglite')
    .map((size) => ({
      target: `server RSS < ${RSS_TARGET_MB} MB (pglite, ${size.meals})`,
      actual: `${fmt(size.peakRssMb, 0)} MB`,
      holds: size.peakRssMb < RSS_TARGET_MB,
    }));
}

export function table(header: string[], rows: string[][]): string {
  const widths = header.map((title, i) =>
    Math.max(title.length, ...rows.map((row) => (row[i] ?? '').length)),
  );
  const line = (cells: string[]) =>
    `| ${cells.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join(' | ')} |`;
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}

export function casesTable(cases: CaseResult[]): string {
  return table(
    [
      'db',
      'meals',
      'case',
      'req/s',
      'p50 ms',
      'p99 ms',
      'failed',
      'baseline req/s',
      'base p99',
      'ratio',
      'bytes',
    ],
    cases.map((c) => [
      c.database,
      String(c.meals),
      c.name,
      fmt(c.route.requestsPerSecond, 0),
      fmt(c.route.p50Ms),
      fmt(c.route.p99Ms),
      String(c.route.failures),
      fmt(c.baseline.requestsPerSecond, 0),
      fmt(c.baseline.p99Ms),
      fmt(c.ratio, 2),
      String(c.responseBytes),
    ]),
  );
}

export function sizesTable(sizes: SizeResult[]): string {
  return table(
    ['db', 'meals', 'likes', 'reviews', 'seed s', 'peak RSS MB'],
    sizes.map((s) => [
      s.database,
      String(s.meals),
      String(s.likes),
      String(s.reviews),
      fmt(s.seedSeconds),
      fmt(s.peakRssMb, 0),
    ]),
  );
}

export function targetsTable(checks: TargetCheck[]): string {
  return table(
    ['target', 'actual', 'holds'],
    checks.map((c) => [c.target, c.actual, c.holds ? 'yes' : 'NO']),
  );
}

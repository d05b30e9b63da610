import type { LighthouseResult } from './lighthouse';

/** One run and the machine's 1-minute load average when it ended. */
export type TimedRun = LighthouseResult & { load: number };

/** A page measured several times: the run with the median performance score, and every score. */
export interface MedianResult extends LighthouseResult {
  /** Each run's score with the load beside it, in the order run: '92 (2.1)'. */
  runs: string[];
}

/**
 * Lighthouse's score moves from run to run (more so on a shared machine): a page is run an odd
 * number of times and stands for the middle one, the other scores kept beside it.
 */
export function medianRun(results: TimedRun[]): MedianResult {
  const sorted = [...results].sort(
    (a, b) => a.performance - b.performance || b.metrics.tbtMs - a.metrics.tbtMs,
  );
  const middle = sorted[Math.floor((sorted.length - 1) / 2)];
  if (!middle) throw new Error('medianRun needs at least one run');
  const { load: _load, ...result } = middle;
  return { ...result, runs: results.map((r) => `${r.performance} (${r.load.toFixed(1)})`) };
}

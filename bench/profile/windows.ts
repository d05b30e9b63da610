import type { Sample } from './cpu-profile';

/** A stretch of a bench server's profile: one case's load on its route, or what followed. */
export interface CaseWindow {
  kind: 'case' | 'rest';
  samples: Sample[];
}

// A baseline run lasts the warm-up plus the duration (seconds); its samples are never this far
// apart, and it lasts longer than the shortest run below (storing a baseline is one request).
const BASELINE_GAP_MS = 1500;
const BASELINE_MIN_MS = 1000;

const onBaseline = (sample: Sample) =>
  sample.stack.some((frame) => frame.url.endsWith('bench/api/baseline-plugin.ts'));

/**
 * Splits at the baselines: each case's route runs, then its baseline, then the next case; so
 * the samples before each baseline run (back to the previous one's end) are that case's.
 */
export function caseWindows(samples: Sample[]): CaseWindow[] {
  const runs: { fromMs: number; toMs: number }[] = [];
  for (const sample of samples.filter(onBaseline)) {
    const last = runs.at(-1);
    if (last && sample.atMs - last.toMs < BASELINE_GAP_MS) last.toMs = sample.atMs;
    else runs.push({ fromMs: sample.atMs, toMs: sample.atMs });
  }
  const windows: CaseWindow[] = [];
  let fromMs = -Infinity;
  for (const run of runs.filter((one) => one.toMs - one.fromMs >= BASELINE_MIN_MS)) {
    const inside = samples.filter((sample) => sample.atMs > fromMs && sample.atMs < run.fromMs);
    windows.push({ kind: 'case', samples: inside });
    fromMs = run.toMs;
  }
  const rest = samples.filter((sample) => sample.atMs > fromMs);
  if (rest.length > 0) windows.push({ kind: 'rest', samples: rest });
  return windows;
}

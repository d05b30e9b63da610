import { readFileSync } from 'node:fs';

/** Resident memory of a process in MB (Linux /proc), or undefined once it is gone. */
export function residentMb(pid: number): number | undefined {
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match?.[1] ? Number(match[1]) / 1024 : undefined;
  } catch {
    return undefined;
  }
}

/** Samples a process's resident memory until stopped; returns the highest reading. */
export function watchPeakMemory(pid: number, everyMs = 200): () => number {
  let peak = residentMb(pid) ?? 0;
  const timer = setInterval(() => {
    peak = Math.max(peak, residentMb(pid) ?? 0);
  }, everyMs);
  return () => {
    clearInterval(timer);
    return Math.max(peak, residentMb(pid) ?? 0);
  };
}

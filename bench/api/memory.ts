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

/** CPU time a process has used so far, user and system, in ms (Linux /proc; 10 ms ticks). */
export function cpuMs(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces): utime and stime are 14th and 15th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return 0;
  }
}

/** CPU milliseconds each of `pids` has used so far (processes gone since are left out). */
export function cpuMsOf(pids: number[]): Map<number, number> {
  return new Map(pids.map((pid) => [pid, cpuMs(pid)]));
}

/**
 * CPU milliseconds the processes `pidsAfter` used since `before` was read: one that started
 * since counts from zero, one that ended meanwhile is lost (PostgreSQL's backends for the
 * server's pool live through a rush).
 */
export function cpuMsSince(before: Map<number, number>, pidsAfter: number[]): number {
  return pidsAfter.reduce((sum, pid) => sum + cpuMs(pid) - (before.get(pid) ?? 0), 0);
}

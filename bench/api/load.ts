import autocannon from 'autocannon';
import { cpuMs, watchPeakMemory } from './memory';

export interface LoadOptions {
  connections: number;
  durationSeconds: number;
  warmupSeconds: number;
  headers: Record<string, string>;
}

export interface LoadResult {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Answers that were not 2xx, plus connection errors and timeouts: must be 0 for a valid run. */
  failures: number;
  peakRssMb: number;
  /** The server's CPU time (user and system) per answered request, in µs. */
  serverCpuUsPerRequest: number;
}

function fire(url: string, options: LoadOptions, duration: number) {
  return autocannon({
    url,
    connections: options.connections,
    duration,
    headers: options.headers,
  });
}

/** Warms the route up (JIT, caches), then measures it while watching the server's memory. */
export async function measure(
  url: string,
  serverPid: number,
  options: LoadOptions,
): Promise<LoadResult> {
  if (options.warmupSeconds > 0) await fire(url, options, options.warmupSeconds);
  const stopWatching = watchPeakMemory(serverPid);
  const cpuBefore = cpuMs(serverPid);
  const result = await fire(url, options, options.durationSeconds);
  const cpuUsed = cpuMs(serverPid) - cpuBefore;
  return {
    serverCpuUsPerRequest: (cpuUsed * 1000) / Math.max(result.requests.total, 1),
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    failures: result.non2xx + result.errors + result.timeouts,
    peakRssMb: stopWatching(),
  };
}

import { performance } from 'node:perf_hooks';

export interface RushResult {
  residents: number;
  requests: number;
  /** Answers that were not 2xx, and requests that never got one. */
  failures: number;
  /** The first few failures, to say why. */
  failureSamples: string[];
  seconds: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** CPU time this load generator spent per write (it shares the machine with the server). */
  clientCpuUsPerWrite: number;
}

interface Write {
  method: 'PATCH' | 'POST';
  path: string;
  body: object;
}

/** What one resident does at mealtime: likes the meal, requests it, reviews it. */
function writesOf(mealId: string, n: number): Write[] {
  return [
    { method: 'PATCH', path: `/api/meals/${mealId}`, body: { liked: true } },
    { method: 'POST', path: '/api/serve-meals', body: { mealId } },
    {
      method: 'POST',
      path: `/api/meals/${mealId}/review`,
      body: { content: `Rush review ${n}: hot and on time.`, rating: 1 + (n % 5) },
    },
  ];
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

/**
 * Every resident's three writes, shuffled into one window and sent `connections` at a time, as
 * a sitting's residents all decide in its last minutes. Resident n uses meal n % meals.
 */
export async function runRush(
  baseUrl: string,
  tokens: string[],
  mealIds: string[],
  connections: number,
): Promise<RushResult> {
  const jobs = tokens.flatMap((token, n) =>
    writesOf(mealIds[n % mealIds.length] ?? '', n).map((write) => ({ token, write })),
  );
  // Shuffled: a rush is every kind of write at once, not all likes and then all reviews.
  const order = jobs
    .map((job) => ({ job, key: Math.random() }))
    .sort((a, b) => a.key - b.key)
    .map(({ job }) => job);
  const latencies: number[] = [];
  const failureSamples: string[] = [];
  let failures = 0;
  let next = 0;
  const worker = async () => {
    for (let job = order[next++]; job; job = order[next++]) {
      const { token, write } = job;
      const started = performance.now();
      try {
        const res = await fetch(`${baseUrl}${write.path}`, {
          method: write.method,
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify(write.body),
        });
        const text = await res.text();
        if (!res.ok) {
          failures += 1;
          if (failureSamples.length < 5)
            failureSamples.push(`${res.status} ${write.path}: ${text}`);
        }
      } catch (error) {
        failures += 1;
        if (failureSamples.length < 5) failureSamples.push(`${write.path}: ${String(error)}`);
      }
      latencies.push(performance.now() - started);
    }
  };
  const cpu = process.cpuUsage();
  const started = performance.now();
  await Promise.all(Array.from({ length: connections }, worker));
  const seconds = (performance.now() - started) / 1000;
  const used = process.cpuUsage(cpu);
  latencies.sort((a, b) => a - b);
  return {
    residents: tokens.length,
    requests: jobs.length,
    failures,
    failureSamples,
    seconds,
    requestsPerSecond: jobs.length / seconds,
    p50Ms: percentile(latencies, 50),
    p99Ms: percentile(latencies, 99),
    clientCpuUsPerWrite: (used.user + used.system) / jobs.length,
  };
}

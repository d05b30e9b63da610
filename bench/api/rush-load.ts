import { Agent, request } from 'node:http';
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

interface Answer {
  status: number;
  text: string;
}

/**
 * One write over a kept-alive HTTP/1.1 connection of `agent`, its whole answer read. Node's own
 * http client rather than fetch: undici's fetch spent several times its CPU per request on the
 * same 2 cores the server runs on (decision 0056).
 */
function send(agent: Agent, url: URL, token: string, write: Write): Promise<Answer> {
  const body = JSON.stringify(write.body);
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        agent,
        method: write.method,
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
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
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const latencies: number[] = [];
  const failureSamples: string[] = [];
  let failures = 0;
  let next = 0;
  const worker = async () => {
    for (let job = order[next++]; job; job = order[next++]) {
      const { token, write } = job;
      const started = performance.now();
      try {
        const answer = await send(agent, new URL(write.path, baseUrl), token, write);
        if (answer.status < 200 || answer.status >= 300) {
          failures += 1;
          if (failureSamples.length < 5)
            failureSamples.push(`${answer.status} ${write.path}: ${answer.text}`);
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
  agent.destroy();
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

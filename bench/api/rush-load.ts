import { Agent, request } from 'node:http';
import { performance } from 'node:perf_hooks';

export interface RushResult {
  residents: number;
  requests: number;
  /** The window the writes arrived over (0: back to back on `connections`, see RushPace). */
  windowSeconds: number;
  connections: number | undefined;
  /** Answers that were not 2xx, and requests that never got one. */
  failures: number;
  /** The first few failures, to say why. */
  failureSamples: string[];
  seconds: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** The median of each resident's first write, whose session the server looks up. */
  firstWriteP50Ms: number;
  maxMs: number;
  /** The slowest writes: when each was due (ms after the rush began), what it was, how long. */
  slowest: { dueMs: number; write: string; ms: number }[];
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
 * How the writes come. `windowSeconds` > 0: they arrive at random (a Poisson process) over that
 * many seconds, each sent at its moment whatever the server is doing, and timed from that moment:
 * residents deciding in a sitting's last minute, each on their own phone. 0: `connections` send
 * back to back, as fast as the server answers; that measures its capacity, and there every write
 * waits for the others ahead of it (Little's law: mean latency = connections / throughput).
 */
export interface RushPace {
  windowSeconds: number;
  connections: number;
}

interface Job {
  token: string;
  write: Write;
  /** The resident's first write of the rush: their session is not yet known to the server. */
  first: boolean;
}

/** Every resident's three writes, shuffled: a rush is every kind of write at once. */
function shuffledJobs(tokens: string[], mealIds: string[]): Job[] {
  const seen = new Set<string>();
  return tokens
    .flatMap((token, n) =>
      writesOf(mealIds[n % mealIds.length] ?? '', n).map((write) => ({ token, write })),
    )
    .map((job) => ({ job, key: Math.random() }))
    .sort((a, b) => a.key - b.key)
    .map(({ job }) => {
      const first = !seen.has(job.token);
      seen.add(job.token);
      return { ...job, first };
    });
}

/** Moments (ms from the start) of `count` arrivals at random at `count / windowMs` a ms. */
function poissonArrivals(count: number, windowMs: number): number[] {
  const meanGapMs = windowMs / count;
  let at = 0;
  return Array.from({ length: count }, () => (at += -Math.log(1 - Math.random()) * meanGapMs));
}

const sleepUntil = (moment: number) =>
  new Promise((resolve) => setTimeout(resolve, Math.max(0, moment - performance.now())));

/**
 * Every resident's three writes, paced as `pace` says (resident n uses meal n % meals), each timed
 * from the moment it was due to its answer's end.
 */
export async function runRush(
  baseUrl: string,
  tokens: string[],
  mealIds: string[],
  pace: RushPace,
): Promise<RushResult> {
  const order = shuffledJobs(tokens, mealIds);
  const open = pace.windowSeconds > 0;
  // Paced, every due write goes at once on its own connection if it needs one, as phones do.
  const agent = new Agent({ keepAlive: true, maxSockets: open ? Infinity : pace.connections });
  const latencies: number[] = [];
  const firstLatencies: number[] = [];
  const timeline: { dueMs: number; write: string; ms: number }[] = [];
  const failureSamples: string[] = [];
  let failures = 0;
  const timed = async ({ token, write, first }: Job, due: number) => {
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
    const ms = performance.now() - due;
    latencies.push(ms);
    if (first) firstLatencies.push(ms);
    timeline.push({ dueMs: Math.round(due - started), write: `${write.method} ${write.path}`, ms });
  };
  const cpu = process.cpuUsage();
  const started = performance.now();
  if (open) {
    const arrivals = poissonArrivals(order.length, pace.windowSeconds * 1000);
    await Promise.all(
      order.map(async (job, index) => {
        const due = started + (arrivals[index] ?? 0);
        await sleepUntil(due);
        await timed(job, due);
      }),
    );
  } else {
    let next = 0;
    const worker = async () => {
      for (let job = order[next++]; job; job = order[next++]) await timed(job, performance.now());
    };
    await Promise.all(Array.from({ length: pace.connections }, worker));
  }
  const seconds = (performance.now() - started) / 1000;
  const used = process.cpuUsage(cpu);
  agent.destroy();
  latencies.sort((a, b) => a - b);
  firstLatencies.sort((a, b) => a - b);
  return {
    residents: tokens.length,
    requests: order.length,
    windowSeconds: pace.windowSeconds,
    connections: open ? undefined : pace.connections,
    failures,
    failureSamples,
    seconds,
    requestsPerSecond: order.length / seconds,
    p50Ms: percentile(latencies, 50),
    p99Ms: percentile(latencies, 99),
    firstWriteP50Ms: percentile(firstLatencies, 50),
    maxMs: latencies.at(-1) ?? 0,
    slowest: timeline.sort((a, b) => b.ms - a.ms).slice(0, 8),
    clientCpuUsPerWrite: (used.user + used.system) / order.length,
  };
}

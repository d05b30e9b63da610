import type { RunningServer } from './bench-server';
import type { BenchCase } from './cases';
import { measure, type LoadOptions, type LoadResult } from './load';

export interface ReadCaseRun {
  responseBytes: number;
  route: LoadResult;
  baseline: LoadResult;
  ratio: number;
}

/**
 * Loads one case, then its baseline: the same bytes served from memory by the same server
 * (bench/api/baseline-plugin.ts), so the ratio says what the route costs over answering at all.
 */
export async function runReadCase(
  server: RunningServer,
  benchCase: BenchCase,
  index: number,
  headers: Record<string, string>,
  options: LoadOptions,
): Promise<ReadCaseRun> {
  const res = await fetch(`${server.baseUrl}${benchCase.path}`, { headers });
  if (!res.ok) throw new Error(`${benchCase.name}: ${benchCase.path} answered ${res.status}`);
  const body = Buffer.from(await res.arrayBuffer());
  const baselinePath = `/__bench/baseline/${index}`;
  const stored = await fetch(`${server.baseUrl}${baselinePath}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      contentType: res.headers.get('content-type') ?? 'application/json',
      base64: body.toString('base64'),
    }),
  });
  if (stored.status !== 204) throw new Error(`storing the baseline answered ${stored.status}`);
  const route = await measure(`${server.baseUrl}${benchCase.path}`, server.pid, {
    ...options,
    headers,
  });
  const baseline = await measure(`${server.baseUrl}${baselinePath}`, server.pid, {
    ...options,
    headers,
  });
  if (route.failures > 0 || baseline.failures > 0) {
    // Kept in the results (and failing its targets) rather than ending the whole run.
    console.log(
      `  ${benchCase.name}: ${route.failures} requests failed or timed out (baseline ${baseline.failures})`,
    );
  }
  return {
    responseBytes: body.length,
    route,
    baseline,
    ratio: route.requestsPerSecond / Math.max(baseline.requestsPerSecond, 1),
  };
}

/** The reader the signed-in cases ask as: likes, requests and reviews the meal they load. */
export async function prepareReader(server: RunningServer, token: string, mealId: string) {
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const writes = [
    { method: 'PATCH', path: `/api/meals/${mealId}`, body: { liked: true } },
    { method: 'POST', path: '/api/serve-meals', body: { mealId } },
    {
      method: 'POST',
      path: `/api/meals/${mealId}/review`,
      body: { content: 'Worth the queue.', rating: 5 },
    },
  ];
  for (const write of writes) {
    const res = await fetch(`${server.baseUrl}${write.path}`, {
      method: write.method,
      headers,
      body: JSON.stringify(write.body),
    });
    if (!res.ok)
      throw new Error(`the reader's ${write.path} answered ${res.status}: ${await res.text()}`);
  }
}

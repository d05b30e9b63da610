import { chromium, type Browser } from '@playwright/test';

/** One page load's main-thread work, in thread CPU time (what the busy machine cannot inflate). */
export interface MainThreadLoad {
  cpuMs: number;
  /** Σ max(0, 4 × task − 50 ms): total blocking time were every task 4x slower (a mid phone). */
  blockingAt4xMs: number;
  longestTaskMs: number;
  /** The tasks that block at 4x, with what ran in them. */
  tasks: string[];
}

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { data?: { url?: string; functionName?: string }; beginData?: { url?: string } };
}

const INSIDE = new Set(['v8.evaluateModule', 'FunctionCall', 'TimerFire', 'FireAnimationFrame']);
const LAYOUT = new Set(['UpdateLayoutTree', 'Layout', 'Paint']);
const cpu = (e: TraceEvent) => (e.tdur ?? e.dur ?? 0) / 1000;
const shortUrl = (url = '') =>
  url.replace(/^https?:\/\/[^/]+/, '').replace(/-[\w-]{8}\.js$/, '.js');

function describe(task: TraceEvent, thread: TraceEvent[]): string {
  const end = task.ts + (task.dur ?? 0);
  const inner = thread.filter((e) => e.ph === 'X' && e.ts >= task.ts && e.ts < end);
  const parts = inner
    .filter((e) => INSIDE.has(e.name) && cpu(e) >= 1)
    .map((e) =>
      `${e.name} ${shortUrl(e.args?.data?.url)} ${cpu(e).toFixed(0)}`.replace(/ {2}/, ' '),
    );
  const layout = inner.filter((e) => LAYOUT.has(e.name)).reduce((sum, e) => sum + cpu(e), 0);
  if (layout >= 1) parts.push(`style/layout/paint ${layout.toFixed(0)}`);
  return `${cpu(task).toFixed(1)} ms: ${parts.join(', ')}`;
}

/** Loads `url` in a phone-sized window with a trace on; reads the page's renderer main thread. */
export async function traceLoad(
  browser: Browser,
  url: string,
  headers: Record<string, string>,
): Promise<MainThreadLoad> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    extraHTTPHeaders: headers,
  });
  try {
    const page = await context.newPage();
    await browser.startTracing(page, {
      categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'toplevel'],
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.waitForTimeout(500);
    const trace = JSON.parse((await browser.stopTracing()).toString()) as {
      traceEvents: TraceEvent[];
    };
    const parse = trace.traceEvents.find(
      (e) => e.name === 'ParseHTML' && (e.args?.beginData?.url ?? '').startsWith(url),
    );
    if (!parse) throw new Error(`No HTML parse of ${url} in the trace`);
    const thread = trace.traceEvents.filter((e) => e.pid === parse.pid && e.tid === parse.tid);
    const tasks = thread.filter((e) => e.name === 'RunTask' && e.ph === 'X');
    const blocking = tasks.filter((t) => 4 * cpu(t) > 50);
    return {
      cpuMs: tasks.reduce((sum, t) => sum + cpu(t), 0),
      blockingAt4xMs: blocking.reduce((sum, t) => sum + 4 * cpu(t) - 50, 0),
      longestTaskMs: Math.max(0, ...tasks.map(cpu)),
      tasks: blocking.map((t) => describe(t, thread)),
    };
  } finally {
    await context.close();
  }
}

export async function withChromium<T>(use: (browser: Browser) => Promise<T>): Promise<T> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox'],
  });
  try {
    return await use(browser);
  } finally {
    await browser.close();
  }
}

import { execFile } from 'node:child_process';
import { copyFileSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export type FormFactor = 'mobile' | 'desktop';

export interface LighthouseResult {
  page: string;
  formFactor: FormFactor;
  url: string;
  /** Where the page ended up (a guard may redirect). */
  finalUrl: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  metrics: { fcpMs: number; lcpMs: number; tbtMs: number; cls: number; speedIndexMs: number };
  /** Audits that cost points, with their titles, to say what to fix. */
  failedAudits: string[];
}

interface Lhr {
  finalDisplayedUrl: string;
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<
    string,
    { title: string; score: number | null; numericValue?: number; scoreDisplayMode: string }
  >;
}

// Headless, and quiet on this closed machine (no background calls to the outside).
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
].join(' ');
const CATEGORIES = ['performance', 'accessibility', 'best-practices'];
const score = (lhr: Lhr, id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
const metric = (lhr: Lhr, id: string) =>
  Math.round((lhr.audits[id]?.numericValue ?? 0) * 1000) / 1000;

function failedAudits(lhr: Lhr): string[] {
  const failed = new Set<string>();
  for (const category of CATEGORIES) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) {
        failed.add(`${category}: ${audit.title} (${Math.round(audit.score * 100)})`);
      }
    }
  }
  return [...failed];
}

const ATTEMPTS = 3;

/**
 * Lighthouse now and then fails to record a page load's trace (NO_NAVSTART, NO_FCP) and says to
 * run it again: a fault of the run, not of the page, so it gets two more tries.
 */
async function runAgainOnTraceFailure<T>(attempt: () => Promise<T>): Promise<T> {
  for (let tries = 1; ; tries++) {
    try {
      return await attempt();
    } catch (error) {
      const said = String((error as { stderr?: unknown }).stderr ?? '');
      if (tries >= ATTEMPTS || !said.includes('Please run Lighthouse again')) throw error;
      console.log(`  (Lighthouse could not record the load; running it again, try ${tries + 1})`);
    }
  }
}

/** One Lighthouse run through `npx lighthouse@12` on the Debian Chromium (never a downloaded one). */
export async function lighthouse(
  page: string,
  url: string,
  formFactor: FormFactor,
  extraHeaders: Record<string, string> = {},
  /** Where to keep Lighthouse's own JSON (traces' findings: long tasks, bootup time, LCP element). */
  keepReportAs?: string,
): Promise<LighthouseResult> {
  const dir = path.join(os.tmpdir(), `messmate-lighthouse-${process.pid}`);
  const out = path.join(dir, 'report.json');
  const headersFile = path.join(dir, 'headers.json');
  rmSync(dir, { recursive: true, force: true });
  await run('mkdir', ['-p', dir]);
  writeFileSync(headersFile, JSON.stringify(extraHeaders));
  await runAgainOnTraceFailure(() =>
    run(
      'npx',
      [
        '--yes',
        'lighthouse@12',
        url,
        '--output=json',
        `--output-path=${out}`,
        '--quiet',
        `--only-categories=${CATEGORIES.join(',')}`,
        `--extra-headers=${headersFile}`,
        `--chrome-flags=${CHROME_FLAGS}`,
        ...(formFactor === 'desktop' ? ['--preset=desktop'] : []),
      ],
      {
        env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' },
        maxBuffer: 64 * 1024 * 1024,
      },
    ),
  );
  const lhr = JSON.parse(readFileSync(out, 'utf8')) as Lhr;
  if (keepReportAs) copyFileSync(out, keepReportAs);
  rmSync(dir, { recursive: true, force: true });
  return {
    page,
    formFactor,
    url,
    finalUrl: lhr.finalDisplayedUrl,
    performance: score(lhr, 'performance'),
    accessibility: score(lhr, 'accessibility'),
    bestPractices: score(lhr, 'best-practices'),
    metrics: {
      fcpMs: metric(lhr, 'first-contentful-paint'),
      lcpMs: metric(lhr, 'largest-contentful-paint'),
      tbtMs: metric(lhr, 'total-blocking-time'),
      cls: metric(lhr, 'cumulative-layout-shift'),
      speedIndexMs: metric(lhr, 'speed-index'),
    },
    failedAudits: failedAudits(lhr),
  };
}

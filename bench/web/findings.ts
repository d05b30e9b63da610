// `node --import tsx bench/web/findings.ts <report.json>…`: what a Lighthouse run's trace showed.
// Reads the reports `npm run bench:web` keeps ($BENCH_DATA_DIR/lighthouse/<name>/).
import { readFileSync } from 'node:fs';
import path from 'node:path';

interface Item {
  [key: string]: unknown;
}
interface Details {
  type?: string;
  items?: (Item & { items?: Item[] })[];
}
interface Lhr {
  audits: Record<string, { numericValue?: number; displayValue?: string; details?: Details }>;
}

const ms = (n: unknown) => `${Math.round(Number(n ?? 0))} ms`;
const shortUrl = (url: unknown) => String(url ?? '').replace(/^https?:\/\/[^/]+/, '');

function findings(file: string): string[] {
  const { audits } = JSON.parse(readFileSync(file, 'utf8')) as Lhr;
  const lines = [`${path.basename(file)}: TBT ${ms(audits['total-blocking-time']?.numericValue)}`];
  lines.push('  long tasks (start, duration, script):');
  for (const task of audits['long-tasks']?.details?.items ?? [])
    lines.push(`    ${ms(task.startTime)} +${ms(task.duration)} ${shortUrl(task.url)}`);
  lines.push('  bootup time per script (total / scripting / parse+compile):');
  for (const script of audits['bootup-time']?.details?.items ?? [])
    lines.push(
      `    ${shortUrl(script.url)}: ${ms(script.total)} / ${ms(script.scripting)} / ${ms(script.scriptParseCompile)}`,
    );
  lines.push('  main-thread work:');
  for (const group of audits['mainthread-work-breakdown']?.details?.items ?? [])
    lines.push(`    ${String(group.groupLabel)}: ${ms(group.duration)}`);
  const [element, phases] = audits['largest-contentful-paint-element']?.details?.items ?? [];
  const node = element?.items?.[0]?.node as { snippet?: string } | undefined;
  lines.push(`  LCP element: ${node?.snippet ?? 'none recorded'}`);
  for (const phase of phases?.items ?? [])
    lines.push(`    ${String(phase.phase)}: ${ms(phase.timing)}`);
  return lines;
}

for (const file of process.argv.slice(2)) console.log(findings(file).join('\n'));

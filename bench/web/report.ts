import type { LighthouseResult } from './lighthouse';
import type { RouteBundle } from './route-bundles';

export const HOME_JS_BUDGET_KB = 96;
export const ROUTE_JS_BUDGET_KB = 150;
export const kb = (bytes: number) => bytes / 1000;

function table(header: string[], rows: string[][]): string {
  const widths = header.map((title, i) =>
    Math.max(title.length, ...rows.map((row) => (row[i] ?? '').length)),
  );
  const line = (cells: string[]) =>
    `| ${cells.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join(' | ')} |`;
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}

export function bundlesTable(bundles: RouteBundle[]): string {
  return table(
    ['route', 'JS gzip kB', 'CSS gzip kB', 'files'],
    [...bundles]
      .sort((a, b) => b.jsGzipBytes - a.jsGzipBytes)
      .map((b) => [
        b.route,
        kb(b.jsGzipBytes).toFixed(1),
        kb(b.cssGzipBytes).toFixed(1),
        String(b.jsFiles.length + b.cssFiles.length),
      ]),
  );
}

export function lighthouseTable(results: (LighthouseResult & { runs?: string[] })[]): string {
  return table(
    [
      'page',
      'form',
      'perf',
      'perf runs',
      'a11y',
      'best pr.',
      'FCP ms',
      'LCP ms',
      'TBT ms',
      'CLS',
      'final URL',
    ],
    results.map((r) => [
      r.page,
      r.formFactor,
      String(r.performance),
      (r.runs ?? [String(r.performance)]).join(' '),
      String(r.accessibility),
      String(r.bestPractices),
      r.metrics.fcpMs.toFixed(0),
      r.metrics.lcpMs.toFixed(0),
      r.metrics.tbtMs.toFixed(0),
      r.metrics.cls.toFixed(3),
      new URL(r.finalUrl).pathname,
    ]),
  );
}

export function auditsList(results: LighthouseResult[]): string {
  return results
    .filter((r) => r.failedAudits.length > 0)
    .map(
      (r) =>
        `${r.page} (${r.formFactor}):\n${r.failedAudits.map((audit) => `  - ${audit}`).join('\n')}`,
    )
    .join('\n');
}

import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { axeFor } from '../a11y/axe';
import { expect, test } from '../fixtures';

const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Every WCAG 2.2 A and AA violation axe finds, once nothing is loading. */
export async function expectAxeClean(page: Page, label: string) {
  await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0);
  const { violations } = await axeFor(page).withTags(WCAG_22_AA).analyze();
  const found = violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(found, label).toEqual([]);
}

export async function shot(page: Page, name: string) {
  await page.evaluate('window.scrollTo(0, 0)');
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
}

/** A figure's section, found by its heading. */
export const figure = (page: Page, title: string) =>
  page.getByRole('region', { name: title, exact: true });

/** The figure's table as text, header first, cell by cell (its text, not its upper-case look). */
export async function tableOf(page: Page, title: string): Promise<string[][]> {
  const table = figure(page, title).locator('table');
  const header = await table.locator('thead th').allTextContents();
  const rows = await table.locator('tbody tr').all();
  const cells = await Promise.all(rows.map((row) => row.locator('th, td').allTextContents()));
  return [header, ...cells].map((row) => row.map((text) => text.trim()));
}

/** RFC 4180 CSV to rows (quoted cells may hold commas, quotes and line breaks). */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text.charAt(i);
    const next = text.charAt(i + 1);
    if (quoted && char === '"' && next === '"') {
      cell += '"';
      i += 1;
    } else if (char === '"') {
      quoted = !quoted;
    } else if (!quoted && char === ',') {
      row.push(cell);
      cell = '';
    } else if (!quoted && char === '\r' && next === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i += 1;
    } else {
      cell += char;
    }
  }
  row.push(cell);
  rows.push(row);
  return rows;
}

/** Downloads a figure's CSV and reads it back. */
export async function csvOf(page: Page, title: string): Promise<string[][]> {
  const downloading = page.waitForEvent('download');
  await figure(page, title)
    .getByRole('button', { name: `Download CSV of ${title}` })
    .click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.csv$/);
  return parseCsv(await readFile(await download.path(), 'utf8'));
}

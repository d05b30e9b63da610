import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';

// The build the journeys' server serves (as in bundle-budget.spec.ts).
const distDir =
  process.env.WEB_DIST_DIR ?? path.resolve(import.meta.dirname, '../../apps/web/dist');
const manifest = JSON.parse(
  readFileSync(path.join(distDir, '.vite/manifest.json'), 'utf8'),
) as Record<string, { file: string; isEntry?: boolean; css?: string[] }>;
// Scripts and style sheets: the manifest also lists fonts, which WOFF2 has compressed already.
const built = [
  ...new Set(Object.values(manifest).flatMap((c) => [c.file, ...(c.css ?? [])])),
].filter((file) => /\.(js|css)$/.test(file));

test('the build writes .br and .gz beside every script and style sheet over 1 kB', () => {
  const large = built.filter((file) => statSync(path.join(distDir, file)).size >= 1024);
  expect(large.length).toBeGreaterThan(10);
  const missing = large.flatMap((file) =>
    ['.br', '.gz']
      .filter((ext) => !existsSync(path.join(distDir, file + ext)))
      .map((ext) => file + ext),
  );
  expect(missing).toEqual([]);
});

test('the server sends the entry script as the brotli file the build wrote', async ({
  request,
}) => {
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  if (!entry) throw new Error('The manifest has no entry chunk');
  const res = await request.get(`/${entry.file}`, { headers: { 'accept-encoding': 'gzip, br' } });
  expect(res.status()).toBe(200);
  expect(res.headers()['content-encoding']).toBe('br');
  expect(Number(res.headers()['content-length'])).toBe(
    statSync(path.join(distDir, `${entry.file}.br`)).size,
  );
  expect(await res.text()).toBe(readFileSync(path.join(distDir, entry.file), 'utf8'));
});

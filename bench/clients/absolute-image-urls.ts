// The cost of making image URLs absolute in every JSON answer (plugins/absolute-image-urls.ts),
// measured on answers shaped like the API's: `node --import tsx bench/clients/absolute-image-urls.ts`.
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { withAbsoluteImageUrls } from '../../apps/server/src/plugins/absolute-image-urls';

const ORIGIN = 'https://meals.example.org';
const meal = (n: number) => ({
  _id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  title: `Dish ${n}`,
  image: `/api/images/${n.toString(16).padStart(64, 'a')}.webp`,
  description: 'Rice, dal and a vegetable curry, the way the hall cooks it every day. '.repeat(3),
  price: 120.5,
  category: 'Lunch',
  distributorName: 'Padma Hall Kitchen',
  likes: 12,
  reviews_count: 3,
  rating: 4.3,
  ingredients: ['rice', 'lentils', 'potato', 'onion'],
  createdAt: '2026-11-24T07:51:34.701Z',
});

const cases = [
  ['first page (6 meals)', JSON.stringify(Array.from({ length: 6 }, (_, i) => meal(i)))],
  ['every meal (500)', JSON.stringify(Array.from({ length: 500 }, (_, i) => meal(i)))],
  [
    'no image (users/me)',
    JSON.stringify({ name: 'Rahim', email: 'r@example.com', role: 'student' }),
  ],
] as const;

const rows: string[] = [];
for (const [name, json] of cases) {
  const runs = json.length > 100_000 ? 2_000 : 100_000;
  for (let i = 0; i < 1000; i += 1) withAbsoluteImageUrls(json, ORIGIN);
  const start = process.hrtime.bigint();
  for (let i = 0; i < runs; i += 1) withAbsoluteImageUrls(json, ORIGIN);
  const micros = Number(process.hrtime.bigint() - start) / 1000 / runs;
  rows.push(`| ${name} | ${json.length} | ${micros.toFixed(2)} |`);
}

const report = [
  `Absolute image URLs, ${new Date().toISOString()}; node ${process.version}, ${os.cpus().length} cores, load ${os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(' ')}`,
  '',
  '| answer | bytes | µs per answer |',
  '| ------ | ----- | ------------- |',
  ...rows,
  '',
].join('\n');
writeFileSync(path.join(import.meta.dirname, '../results/absolute-image-urls.md'), report);
console.log(report);

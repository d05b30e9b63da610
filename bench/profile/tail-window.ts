// node --import tsx bench/profile/tail-window.ts <file.cpuprofile> --from-end-s 18 [--to-end-s 0] [--top 25]
// What a profile's last seconds went on: for a profile of bench/profile/inject-writes.ts, whose
// measured phases run last and one after the other, so a window from the end picks phases out.
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { samplesOf, type CpuProfile } from './cpu-profile';
import { layerOf } from './layers';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    'from-end-s': { type: 'string', default: '10' },
    'to-end-s': { type: 'string', default: '0' },
    top: { type: 'string', default: '25' },
  },
});
const file = positionals[0];
if (!file) throw new Error('usage: tail-window.ts <file.cpuprofile> --from-end-s 10');
const samples = samplesOf(JSON.parse(readFileSync(file, 'utf8')) as CpuProfile);
const end = samples.at(-1)?.atMs ?? 0;
const from = end - Number(values['from-end-s']) * 1000;
const to = end - Number(values['to-end-s']) * 1000;
const inWindow = samples.filter((s) => s.atMs >= from && s.atMs <= to);
const IDLE = new Set(['(idle)', '(program)']);
const busy = inWindow.filter((s) => !IDLE.has(s.stack[0]?.label ?? ''));
const count = (key: (s: (typeof busy)[number]) => string[]) => {
  const counts = new Map<string, number>();
  for (const s of busy) for (const k of new Set(key(s))) counts.set(k, (counts.get(k) ?? 0) + 1);
  return [...counts.entries()].sort((a, b) => b[1] - a[1]).slice(0, Number(values.top));
};
const show = (title: string, rows: [string, number][]) => {
  console.log(title);
  for (const [k, n] of rows)
    console.log(`  ${((100 * n) / busy.length).toFixed(1).padStart(5)}%  ${k}`);
};
console.log(`${inWindow.length} samples, busy ${busy.length}`);
show(
  'by layer',
  count((s) => [layerOf(s.stack)]),
);
show(
  'self',
  count((s) => [s.stack[0]?.label ?? '?']),
);
show(
  'total (app and library frames)',
  count((s) => s.stack.map((f) => f.label).filter((l) => !l.includes('wasm'))),
);

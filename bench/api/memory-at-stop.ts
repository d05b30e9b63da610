import { PerformanceObserver, constants } from 'node:perf_hooks';
import { getHeapSpaceStatistics } from 'node:v8';
import type { PGlite } from '@electric-sql/pglite';
import { mappedMemory } from './memory-maps';

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

/**
 * What the server's resident memory is made of: V8's heap, memory outside it (buffers), PGlite's
 * WebAssembly memory (which only ever grows), and resident memory by kind of mapping.
 */
export function memoryNow(pglite: PGlite | undefined): string {
  const usage = process.memoryUsage();
  // The module is PGlite's own (protected); its memory is what the embedded database has grown to.
  const wasm = (pglite as unknown as { mod?: { wasmMemory?: { buffer: ArrayBuffer } } } | undefined)
    ?.mod?.wasmMemory?.buffer.byteLength;
  const maps = mappedMemory(wasm);
  return [
    `rss ${mb(usage.rss)}`,
    `V8 heap ${mb(usage.heapUsed)} used of ${mb(usage.heapTotal)}`,
    `external ${mb(usage.external)} (array buffers ${mb(usage.arrayBuffers)})`,
    wasm === undefined ? '' : `PGlite WebAssembly memory ${mb(wasm)}`,
    maps
      ? `resident: wasm heap ${maps.wasmHeap.toFixed(0)} MB, code ${maps.code.toFixed(0)} MB, files ${maps.files.toFixed(0)} MB, other ${maps.other.toFixed(0)} MB`
      : '',
    `V8 spaces (committed): ${getHeapSpaceStatistics()
      .filter((space) => space.space_size >= 1024 * 1024)
      .map((space) => `${space.space_name.replace('_space', '')} ${mb(space.space_size)}`)
      .join(' ')}`,
  ]
    .filter(Boolean)
    .join(', ');
}

/** BENCH_MEMORY_EVERY_MS: prints what memory is made of each time resident memory grows 10 MB. */
export function logMemoryHighs(pglite: PGlite | undefined, everyMs: number): () => void {
  let high = 0;
  const timer = setInterval(() => {
    const rss = process.memoryUsage.rss();
    if (rss < high + 10 * 1024 * 1024) return;
    high = rss;
    console.log(`  server memory high: ${memoryNow(pglite)}`);
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}

/** Main-thread garbage collection pauses since this was called: count and total ms, by kind. */
export function watchGarbageCollection(): () => string {
  const pauses = { minor: { count: 0, ms: 0 }, major: { count: 0, ms: 0 } };
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const kind = (entry as unknown as { detail?: { kind?: number } }).detail?.kind;
      const bucket = kind === constants.NODE_PERFORMANCE_GC_MINOR ? pauses.minor : pauses.major;
      bucket.count += 1;
      bucket.ms += entry.duration;
    }
  });
  observer.observe({ entryTypes: ['gc'] });
  return () =>
    `GC pauses: ${pauses.minor.count} minor (${pauses.minor.ms.toFixed(0)} ms), ${pauses.major.count} other (${pauses.major.ms.toFixed(0)} ms)`;
}

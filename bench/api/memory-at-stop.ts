import type { PGlite } from '@electric-sql/pglite';

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

/**
 * What the server's resident memory is made of, printed as it stops: V8's heap, memory outside
 * it (buffers), and PGlite's WebAssembly memory, which only ever grows.
 */
export function memoryAtStop(pglite: PGlite | undefined): string {
  const usage = process.memoryUsage();
  // The module is PGlite's own (protected); its memory is what the embedded database has grown to.
  const wasm = (pglite as unknown as { mod?: { wasmMemory?: { buffer: ArrayBuffer } } } | undefined)
    ?.mod?.wasmMemory?.buffer.byteLength;
  return [
    `rss ${mb(usage.rss)}`,
    `V8 heap ${mb(usage.heapUsed)} used of ${mb(usage.heapTotal)}`,
    `external ${mb(usage.external)} (array buffers ${mb(usage.arrayBuffers)})`,
    wasm === undefined ? '' : `PGlite WebAssembly memory ${mb(wasm)}`,
  ]
    .filter(Boolean)
    .join(', ');
}

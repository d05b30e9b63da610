import { readFileSync } from 'node:fs';

/** Resident memory of this process by kind of mapping, in MB (Linux /proc/self/smaps). */
export interface MappedMemory {
  /** PGlite's WebAssembly memory (its heap): its own mapping, or 8 GB or more of address space. */
  wasmHeap: number;
  /** Anonymous executable memory: V8's compiled JavaScript and WebAssembly code. */
  code: number;
  /** Shared libraries and other files mapped in (node itself, libvips). */
  files: number;
  /** Everything else anonymous: V8's heap, malloc (buffers, libvips' cache), stacks. */
  other: number;
}

const WASM_RESERVATION_BYTES = 8 * 1024 ** 3;

/** `wasmBytes`: the size of PGlite's WebAssembly memory, mapped on its own where V8 reserves no more. */
export function mappedMemory(wasmBytes = 0): MappedMemory | undefined {
  let text: string;
  try {
    text = readFileSync('/proc/self/smaps', 'utf8');
  } catch {
    return undefined;
  }
  const totals: MappedMemory = { wasmHeap: 0, code: 0, files: 0, other: 0 };
  let kind: keyof MappedMemory = 'other';
  for (const line of text.split('\n')) {
    const header = /^([0-9a-f]+)-([0-9a-f]+) (\S+) \S+ \S+ (\d+)\s*(.*)$/.exec(line);
    if (header) {
      const size = Number(BigInt(`0x${header[2]}`) - BigInt(`0x${header[1]}`));
      const perms = header[3] ?? '';
      const file = header[5] ?? '';
      kind =
        size >= WASM_RESERVATION_BYTES || (wasmBytes > 0 && size === wasmBytes)
          ? 'wasmHeap'
          : file.startsWith('/')
            ? 'files'
            : perms.includes('x')
              ? 'code'
              : 'other';
      continue;
    }
    const rss = /^Rss:\s+(\d+) kB/.exec(line);
    if (rss) totals[kind] += Number(rss[1]) / 1024;
  }
  return totals;
}

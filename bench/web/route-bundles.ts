import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** One entry of Vite's build manifest (dist/.vite/manifest.json). */
interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface RouteBundle {
  /** The page module, e.g. 'home' or 'dashboard/my-reviews'. */
  route: string;
  jsFiles: string[];
  cssFiles: string[];
  jsGzipBytes: number;
  cssGzipBytes: number;
}

const ROUTES_DIR = 'src/app/routes/';
/** Nested pages load their frame (a lazy layout) before themselves. */
function layoutOf(key: string): string | undefined {
  if (key.startsWith(`${ROUTES_DIR}admin/`) || key.startsWith(`${ROUTES_DIR}dashboard/admin/`))
    return 'src/app/layouts/admin-layout.tsx';
  if (key.startsWith(`${ROUTES_DIR}dashboard/`)) return 'src/app/layouts/dashboard-layout.tsx';
  return undefined;
}

/** A chunk and every chunk it imports statically: what the browser must fetch to run it. */
function collect(manifest: Manifest, key: string, into: Set<string>): void {
  if (into.has(key)) return;
  const chunk = manifest[key];
  if (!chunk) throw new Error(`The manifest has no chunk '${key}'`);
  into.add(key);
  for (const imported of chunk.imports ?? []) collect(manifest, imported, into);
}

/** Gzipped size as a server sends it (level 9, as Vite's own build report measures). */
function gzipBytes(distDir: string, files: string[]): number {
  return files.reduce(
    (sum, file) => sum + gzipSync(readFileSync(path.join(distDir, file)), { level: 9 }).length,
    0,
  );
}

/**
 * For each page: the entry (index.html's script and its static imports) plus the page's lazy
 * chunk, its layout's, and their static imports, i.e. the JS and CSS a first visit to it loads.
 */
export function routeBundles(distDir: string): RouteBundle[] {
  const manifest = JSON.parse(
    readFileSync(path.join(distDir, '.vite/manifest.json'), 'utf8'),
  ) as Manifest;
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entry) throw new Error('The manifest has no entry chunk');
  const pages = Object.keys(manifest).filter(
    (key) => key.startsWith(ROUTES_DIR) && manifest[key]?.isDynamicEntry,
  );
  return pages.map((page) => {
    const keys = new Set<string>();
    for (const root of [entry, layoutOf(page), page]) if (root) collect(manifest, root, keys);
    const chunks = [...keys].map((key) => manifest[key]).filter((chunk) => chunk !== undefined);
    const jsFiles = chunks.map((chunk) => chunk.file);
    const cssFiles = [...new Set(chunks.flatMap((chunk) => chunk.css ?? []))];
    return {
      route: page.slice(ROUTES_DIR.length).replace(/\.tsx?$/, ''),
      jsFiles,
      cssFiles,
      jsGzipBytes: gzipBytes(distDir, jsFiles),
      cssGzipBytes: gzipBytes(distDir, cssFiles),
    };
  });
}

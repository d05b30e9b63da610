// Bundles the server's own TypeScript (and @messmate/shared) into one ES module that plain Node
// runs: no TypeScript compiler in the running process, which starts faster and holds about 40 MB
// less. Packages from node_modules stay outside the bundle: PGlite and sharp load files that sit
// beside their code.
//   node apps/server/scripts/build.mjs [entry] [outfile]   (default: src/server.ts -> dist/server.js)
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { dependencies } = JSON.parse(readFileSync(path.join(serverRoot, 'package.json'), 'utf8'));
const [
  entry = path.join(serverRoot, 'src/server.ts'),
  outfile = path.join(serverRoot, 'dist/server.js'),
] = process.argv.slice(2);

await build({
  entryPoints: [entry],
  outfile,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  external: Object.keys(dependencies).flatMap((name) => [name, `${name}/*`]),
  sourcemap: true,
  logLevel: 'warning',
});

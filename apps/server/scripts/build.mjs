// Bundles the server's own TypeScript (and @messmate/shared) into one ES module that plain Node
// runs: no TypeScript compiler in the running process, which starts faster and holds about 40 MB
// less. Packages from node_modules stay outside the bundle: PGlite and sharp load files that sit
// beside their code.
// The demo community (@messmate/demo-seed) is bundled on its own, into demo-seed.js beside the
// server's file: the server import()s it only on the start that seeds an empty database, so every
// other start neither reads nor holds it.
//   node apps/server/scripts/build.mjs [entry] [outfile]   (default: src/server.ts -> dist/server.js)
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const DEMO_SEED = '@messmate/demo-seed';
const DEMO_SEED_FILE = 'demo-seed.js';

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { dependencies } = JSON.parse(readFileSync(path.join(serverRoot, 'package.json'), 'utf8'));
const [
  entry = path.join(serverRoot, 'src/server.ts'),
  outfile = path.join(serverRoot, 'dist/server.js'),
] = process.argv.slice(2);

const shared = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  external: Object.keys(dependencies).flatMap((name) => [name, `${name}/*`]),
  sourcemap: true,
  logLevel: 'warning',
};

/** Points the server's import('@messmate/demo-seed') at the demo's own file beside it. */
const demoSeedBesideServer = {
  name: 'demo-seed-beside-server',
  setup(esbuild) {
    const exactly = new RegExp(`^${DEMO_SEED.replace('/', '\\/')}$`);
    esbuild.onResolve({ filter: exactly }, () => ({ path: `./${DEMO_SEED_FILE}`, external: true }));
  },
};

await Promise.all([
  build({ ...shared, entryPoints: [entry], outfile, plugins: [demoSeedBesideServer] }),
  build({
    ...shared,
    entryPoints: [DEMO_SEED],
    outfile: path.join(path.dirname(outfile), DEMO_SEED_FILE),
  }),
]);

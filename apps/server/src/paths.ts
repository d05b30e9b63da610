import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The server package's folder (apps/server), found by walking up to its package.json: the code
 * runs from src/ under tsx (tests, `npm run dev`) and from the bundle in dist/ (`npm start`).
 */
function findServerRoot(): string {
  let folder = path.dirname(fileURLToPath(import.meta.url));
  while (!existsSync(path.join(folder, 'package.json'))) {
    const parent = path.dirname(folder);
    if (parent === folder)
      throw new Error('The server package folder (with package.json) was not found');
    folder = parent;
  }
  return folder;
}

export const serverRoot = findServerRoot();
export const repoRoot = path.resolve(serverRoot, '../..');
export const migrationsFolder = path.join(serverRoot, 'src/db/migrations');

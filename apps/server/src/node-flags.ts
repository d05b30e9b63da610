import { readFileSync } from 'node:fs';
import path from 'node:path';
import { serverRoot } from './paths';

/** The file that lists the flags Node runs the server with (read by serve.sh as well). */
export const nodeFlagsFile = path.join(serverRoot, 'node-flags.txt');

/** The flags in node-flags.txt, in order: one a line, # comments and blank lines left out. */
export function serverNodeFlags(): string[] {
  return readFileSync(nodeFlagsFile, 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
}

import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const cliFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../src/cli');

export interface CliResult {
  code: number | null;
  output: string;
}

/** Runs `npm run backup` / `npm run restore` as a person would, in its own process. */
export function runCli(
  name: 'backup' | 'restore',
  args: string[],
  env: Record<string, string>,
): Promise<CliResult> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(cliFolder, `${name}.ts`), ...args],
    {
      env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'warn', ...env },
    },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code, output })));
}

import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { repoRoot } from '../../src/paths';
import { createTestApp, type TestApp } from '../helpers/test-app';

const run = promisify(execFile);
const REDOCLY = path.join(repoRoot, 'node_modules/.bin/redocly');

// Redocly CLI's recommended rules, with the ones turned off and why.
const CONFIG = `extends:
  - recommended
rules:
  # The project has not chosen a licence; naming one is its owners' call, not the document's.
  info-license: off
`;

interface LintProblem {
  ruleId: string;
  severity: string;
  message: string;
  location: { pointer: string }[];
}

let t: TestApp;
let dir: string;
beforeAll(async () => {
  // The document's server is PUBLIC_URL; a deployment names its own (the rule refuses localhost).
  t = await createTestApp({ PUBLIC_URL: 'https://meals.hostel.test' });
  dir = mkdtempSync(path.join(os.tmpdir(), 'messmate-openapi-'));
});
afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

it('the OpenAPI document lints clean under Redocly CLI', async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
  const file = path.join(dir, 'openapi.json');
  writeFileSync(file, res.body);
  writeFileSync(path.join(dir, 'redocly.yaml'), CONFIG);
  const output = await run(REDOCLY, ['lint', file, '--format', 'json'], {
    cwd: dir,
    env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
    maxBuffer: 16 * 1024 * 1024,
  }).catch((failure: { stdout?: string }) => ({ stdout: failure.stdout ?? '' }));
  const { problems } = JSON.parse(output.stdout) as { problems: LintProblem[] };
  const found = problems.map(
    (problem) => `${problem.ruleId} at ${problem.location[0]?.pointer}: ${problem.message}`,
  );
  expect(found).toEqual([]);
}, 120_000);

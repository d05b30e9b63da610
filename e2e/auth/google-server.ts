import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { OAuth2Server } from 'oauth2-mock-server';
import { SERVER_NODE_ARGS } from '../support/e2e-env';

export const GOOGLE_PERSON = {
  sub: 'google-e2e-1',
  email: 'mim.akter@gmail.test',
  name: 'Mim Akter',
  picture: 'https://photos.example.com/mim.jpg',
};

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no free port')),
      );
    });
  });
}

/**
 * A local OpenID Connect issuer standing in for Google, and a MessMate server of its own
 * that trusts it (the shared journey server runs without Google keys).
 */
export async function startServerWithGoogle() {
  const issuer = new OAuth2Server();
  await issuer.issuer.keys.generate('RS256');
  await issuer.start(0, '127.0.0.1');
  issuer.service.on('beforeTokenSigning', (token: { payload: Record<string, unknown> }) => {
    Object.assign(token.payload, { ...GOOGLE_PERSON, email_verified: true });
  });

  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, SERVER_NODE_ARGS, {
    cwd: path.resolve(import.meta.dirname, '../..'),
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PAYMENTS: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: url,
      DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'messmate-e2e-google-')),
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      GOOGLE_CLIENT_ID: 'messmate-e2e',
      GOOGLE_CLIENT_SECRET: 'e2e-secret',
      GOOGLE_ISSUER: issuer.issuer.url ?? '',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));

  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The Google journey server stopped:\n${errors}`);
    if (Date.now() > deadline)
      throw new Error(`The Google journey server did not start:\n${errors}`);
    const healthy = await fetch(`${url}/api/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (healthy) break;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }

  return {
    url,
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      await issuer.stop();
    },
  };
}

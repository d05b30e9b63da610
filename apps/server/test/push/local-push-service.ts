import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, Agent } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** One request a push service received, as sent by the server. */
export interface ReceivedPush {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A self-signed certificate for 127.0.0.1, made with openssl for this test run. */
function selfSignedCertificate(): { key: Buffer; cert: Buffer } {
  const dir = mkdtempSync(path.join(tmpdir(), 'push-cert-'));
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-keyout',
        path.join(dir, 'key.pem'),
        '-out',
        path.join(dir, 'cert.pem'),
        '-days',
        '1',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
      ],
      { stdio: 'ignore' },
    );
    return {
      key: readFileSync(path.join(dir, 'key.pem')),
      cert: readFileSync(path.join(dir, 'cert.pem')),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * A push service on this machine, over HTTPS as web-push requires: it keeps every request, and
 * answers 201 unless told a path is gone (410) or unknown (404). `agent` trusts its certificate.
 */
export async function startLocalPushService() {
  const { key, cert } = selfSignedCertificate();
  const received: ReceivedPush[] = [];
  const statusOf = new Map<string, number>();
  const waiters: (() => void)[] = [];
  const server = createServer({ key, cert }, (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const pushPath = request.url ?? '/';
      received.push({ path: pushPath, headers: request.headers, body: Buffer.concat(chunks) });
      response.writeHead(statusOf.get(pushPath) ?? 201).end();
      for (const wake of waiters.splice(0)) wake();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    agent: new Agent({ ca: cert }),
    received,
    /** A new subscription address on this service. */
    endpoint: (name: string) => `https://127.0.0.1:${port}/push/${name}`,
    answer(endpoint: string, status: number) {
      statusOf.set(new URL(endpoint).pathname, status);
    },
    /** Resolves once `count` requests reached `endpoint`; fails after `ms`. */
    async until(endpoint: string, count = 1, ms = 10_000): Promise<ReceivedPush[]> {
      const pathname = new URL(endpoint).pathname;
      const deadline = Date.now() + ms;
      for (;;) {
        const matching = received.filter((push) => push.path === pathname);
        if (matching.length >= count) return matching;
        if (Date.now() > deadline) throw new Error(`no push reached ${pathname} within ${ms} ms`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 100);
        });
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type LocalPushService = Awaited<ReturnType<typeof startLocalPushService>>;

import { PushPublicKeySchema } from '@messmate/shared';
import type { App } from '../../src/app';
import type { SignedIn } from '../factories/users';
import { makeBrowserKeys } from './browser-keys';

export function subscribe(app: App, who: SignedIn | undefined, payload: object) {
  return app.inject({
    method: 'POST',
    url: '/api/push/subscriptions',
    headers: who?.headers ?? {},
    payload,
  });
}

export function unsubscribe(app: App, who: SignedIn | undefined, endpoint: string) {
  return app.inject({
    method: 'DELETE',
    url: '/api/push/subscriptions',
    headers: who?.headers ?? {},
    payload: { endpoint },
  });
}

/** A browser of `who` opted in at `endpoint`, with the keys it decrypts with. */
export async function optedIn(app: App, who: SignedIn, endpoint: string) {
  const browser = makeBrowserKeys();
  const res = await subscribe(app, who, { endpoint, expirationTime: null, keys: browser.keys });
  if (res.statusCode !== 201) throw new Error(`subscribe answered ${res.statusCode}: ${res.body}`);
  return browser;
}

export async function publicKeyOf(app: App): Promise<string> {
  const res = await app.inject({ method: 'GET', url: '/api/push/public-key' });
  return PushPublicKeySchema.parse(res.json()).publicKey;
}

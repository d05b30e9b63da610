import { randomBytes } from 'node:crypto';
import { pushSubscriptions } from '../../../../src/db/schema';
import { makeBrowserKeys } from '../../../push/browser-keys';
import type { MatrixCase } from '../matrix-case';
import { everyone, signedIn } from '../outcomes';
import type { World } from '../world';
import { get } from './requests';

const newEndpoint = () => `https://push.example.net/send/${randomBytes(8).toString('hex')}`;

/** The owner's browser, opted in directly in the database. */
async function ownerSubscription(world: World): Promise<string> {
  const endpoint = newEndpoint();
  const { keys } = makeBrowserKeys();
  await world.db.insert(pushSubscriptions).values({ userId: world.ownerId(), endpoint, ...keys });
  return endpoint;
}

/**
 * Web Push: the public key is everyone's; a subscription is the signed-in caller's own (deleting
 * another's endpoint answers 200 with deletedCount 0 and changes nothing).
 */
export const PUSH_ROWS: MatrixCase[] = [
  {
    route: 'GET /api/push/public-key',
    label: "the server's VAPID public key",
    request: get('/api/push/public-key'),
    expect: everyone(200),
  },
  {
    route: 'POST /api/push/subscriptions',
    label: 'opt a browser in to push',
    request: () => ({
      method: 'POST',
      url: '/api/push/subscriptions',
      payload: { endpoint: newEndpoint(), keys: makeBrowserKeys().keys },
    }),
    expect: signedIn(201),
  },
  {
    route: 'DELETE /api/push/subscriptions',
    label: "opt the owner's browser out",
    request: async (world) => ({
      method: 'DELETE',
      url: '/api/push/subscriptions',
      payload: { endpoint: await ownerSubscription(world) },
    }),
    expect: signedIn(200),
    unchangedFor: ['bronze', 'other', 'admin'],
  },
];

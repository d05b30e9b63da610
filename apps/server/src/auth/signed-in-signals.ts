import type { FastifyBaseLogger } from 'fastify';
import { listenOnChannels } from '../db/channel-listener';
import type { ChannelListener } from '../db/channel-handlers';
import type { DatabaseHandle } from '../db/client';
import { parseSessionSignal, SESSION_CHANNEL } from './session-signal';
import type { SignedInCache } from './signed-in-cache';

/**
 * Keeps this instance's SignedInCache true to the database: an ended session or a changed user
 * row, signalled by whichever instance made the change, is forgotten here as the signal arrives;
 * while the channel is lost the cache keeps nothing.
 */
export function listenForSignedInChanges(
  database: DatabaseHandle,
  cache: SignedInCache,
  log: FastifyBaseLogger,
): ChannelListener {
  return listenOnChannels(
    database,
    [SESSION_CHANNEL],
    {
      onMessage: (_channel, payload) => {
        const signal = parseSessionSignal(payload);
        if (signal?.type === 'ended') cache.forgetSession(signal.tokenHash);
        else if (signal?.type === 'user-changed') cache.forgetUser(signal.userId);
      },
      onResync: () => cache.listen(),
      onListening: () => cache.listen(),
      onLost: () => cache.deafen(),
    },
    log,
  );
}

import fp from 'fastify-plugin';
import { listenOnChannels } from '../../db/channel-listener';
import { PersonAnswerCache } from '../../lib/person-answer-cache';
import { forgetOnSignal, PERSON_ANSWER_CHANNELS } from './forget-rules';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

declare module 'fastify' {
  interface FastifyInstance {
    /** Answers that depend on who asks, kept by person until a change forgets them (0045). */
    personAnswers: PersonAnswerCache;
    /** Resolves once this instance has heard every change committed so far. */
    personAnswersCaughtUp(): Promise<void>;
  }
}

/**
 * Keeps this instance's PersonAnswerCache true to the database: every instance's signals of a
 * change forget the answers it touched (forget-rules.ts); while the channels are lost nothing is
 * kept. PERSON_ANSWER_CACHE=false keeps nothing at all.
 */
export const personAnswersPlugin = fp(async (app) => {
  const cache = new PersonAnswerCache({ enabled: app.env.PERSON_ANSWER_CACHE });
  app.decorate('personAnswers', cache);
  if (!app.env.PERSON_ANSWER_CACHE) {
    app.decorate('personAnswersCaughtUp', () => Promise.resolve());
    return;
  }
  const listener = listenOnChannels(
    app.database,
    PERSON_ANSWER_CHANNELS,
    {
      onMessage: (channel, payload) => forgetOnSignal(cache, channel, payload),
      onResync: () => cache.listen(),
      onListening: () => cache.listen(),
      onLost: () => cache.deafen(),
    },
    app.log,
  );
  app.decorate('personAnswersCaughtUp', () => listener.caughtUp());
  app.addHook('onReady', () => listener.start());
  // A write answers only once this instance has heard what it changed, so the writer's next
  // read here never meets the answer from before.
  app.addHook('onSend', async (request) => {
    if (!READS.has(request.method)) await listener.caughtUp();
  });
  app.addHook('onClose', () => listener.stop());
});

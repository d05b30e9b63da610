import { SupportThreadDetailsSchema, type SupportThreadDetails } from '@messmate/shared';
import type { App } from '../../src/app';
import type { SignedIn } from '../factories/users';

const as = (who?: SignedIn) => (who ? who.headers : {});

export function openThread(app: App, who: SignedIn | undefined, payload: Record<string, unknown>) {
  return app.inject({ method: 'POST', url: '/api/support/threads', headers: as(who), payload });
}

/** Opens a thread that must succeed, with a topic, subject and message unless given. */
export async function openedThread(
  app: App,
  who: SignedIn,
  overrides: Record<string, unknown> = {},
): Promise<SupportThreadDetails> {
  const res = await openThread(app, who, {
    topic: 'food',
    subject: 'Cold rice at lunch',
    message: 'The rice was cold today.',
    ...overrides,
  });
  if (res.statusCode !== 201) throw new Error(`open answered ${res.statusCode}: ${res.body}`);
  return SupportThreadDetailsSchema.parse(res.json());
}

export function listThreads(
  app: App,
  who: SignedIn | undefined,
  query: Record<string, string> = {},
) {
  return app.inject({ method: 'GET', url: '/api/support/threads', headers: as(who), query });
}

export function readThread(app: App, who: SignedIn | undefined, id: string) {
  return app.inject({ method: 'GET', url: `/api/support/threads/${id}`, headers: as(who) });
}

export function reply(app: App, who: SignedIn | undefined, id: string, message: string) {
  return app.inject({
    method: 'POST',
    url: `/api/support/threads/${id}/messages`,
    headers: as(who),
    payload: { message },
  });
}

export function setStatus(app: App, who: SignedIn | undefined, id: string, status: string) {
  return app.inject({
    method: 'PATCH',
    url: `/api/support/threads/${id}`,
    headers: as(who),
    payload: { status },
  });
}

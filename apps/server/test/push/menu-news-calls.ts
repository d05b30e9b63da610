import type { App } from '../../src/app';
import type { SignedIn } from '../factories/users';

/** The calls of the week's publication and the cut-off reminder, at a moment of the test's choosing. */
export function menuNewsCalls(app: App) {
  const headers = (who: SignedIn | null, now?: string) => ({
    ...(who ? who.headers : {}),
    ...(now ? { 'x-test-now': now } : {}),
  });
  return {
    publish: (who: SignedIn | null, body: object, now?: string) =>
      app.inject({
        method: 'POST',
        url: '/api/menu/publish',
        headers: headers(who, now),
        payload: body,
      }),
    publication: (who: SignedIn | null, from: string) =>
      app.inject({
        method: 'GET',
        url: `/api/menu/publication?from=${from}`,
        headers: headers(who),
      }),
    reminder: (who: SignedIn | null) =>
      app.inject({ method: 'GET', url: '/api/users/me/cutoff-reminder', headers: headers(who) }),
    setReminder: (who: SignedIn | null, body: object) =>
      app.inject({
        method: 'PUT',
        url: '/api/users/me/cutoff-reminder',
        headers: headers(who),
        payload: body,
      }),
  };
}

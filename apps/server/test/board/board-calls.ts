import type { Sitting } from '@messmate/shared';
import type { App } from '../../src/app';
import type { SignedIn } from '../factories/users';

/** Dhaka is UTC+6 all year: a wall-clock time there as an instant the x-test-now header takes. */
export const dhaka = (date: string, time: string) => `${date}T${time}+06:00`;

/** The mess board's calls, each at a moment of the caller's choosing (x-test-now). */
export function boardCalls(app: App) {
  const headers = (who: SignedIn | null, now?: string) => ({
    ...(who ? who.headers : {}),
    ...(now ? { 'x-test-now': now } : {}),
  });
  return {
    plan: (
      admin: SignedIn,
      date: string,
      sitting: Sitting,
      mealIds: string[],
      now?: string,
      note?: string,
    ) =>
      app.inject({
        method: 'PUT',
        url: `/api/menu/${date}/${sitting}`,
        headers: headers(admin, now),
        payload: { mealIds, ...(note === undefined ? {} : { note }) },
      }),
    choose: (who: SignedIn | null, date: string, sitting: string, eating: boolean, now?: string) =>
      app.inject({
        method: 'PUT',
        url: `/api/board/${date}/${sitting}`,
        headers: headers(who, now),
        payload: { eating },
      }),
    away: (who: SignedIn, from: string, to: string, now?: string) =>
      app.inject({
        method: 'POST',
        url: '/api/board/away',
        headers: headers(who, now),
        payload: { from, to },
      }),
    myBoard: (who: SignedIn, query: string, now?: string) =>
      app.inject({ method: 'GET', url: `/api/board${query}`, headers: headers(who, now) }),
    menu: (who: SignedIn | null, query: string, now?: string) =>
      app.inject({ method: 'GET', url: `/api/menu${query}`, headers: headers(who, now) }),
    headcount: (admin: SignedIn, date: string, now?: string) =>
      app.inject({
        method: 'GET',
        url: `/api/kitchen/headcount?date=${date}`,
        headers: headers(admin, now),
      }),
    leftovers: (admin: SignedIn, date: string, sitting: Sitting, body: object, now?: string) =>
      app.inject({
        method: 'PUT',
        url: `/api/kitchen/leftovers/${date}/${sitting}`,
        headers: headers(admin, now),
        payload: body,
      }),
    settings: (admin: SignedIn, body: object, now?: string) =>
      app.inject({
        method: 'PUT',
        url: '/api/mess-settings',
        headers: headers(admin, now),
        payload: body,
      }),
  };
}

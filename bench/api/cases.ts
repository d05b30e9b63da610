/** Which cases a run measures (--cases): the groups the targets are judged on. */
export const CASE_GROUPS = ['list', 'public', 'signed-in', 'rush', 'analytics'] as const;
export type CaseGroup = (typeof CASE_GROUPS)[number];
/**
 * What a run measures when --cases names nothing. The analytics cases first add 10 requests per
 * meal (1M at 100k meals): asked for by name, so the plain run's seed and memory stay as they were.
 */
export const DEFAULT_CASE_GROUPS: readonly CaseGroup[] = ['list', 'public', 'signed-in', 'rush'];

/** One request the bench repeats, named as it appears in the results. */
export interface BenchCase {
  name: string;
  path: string;
  /**
   * 'list': the list, filter and search cases the list targets apply to; 'signed-in': sent with
   * the reader's bearer token, judged by the signed-in targets; 'public': measured, no target;
   * 'analytics': sent as `caller` (issue 19's p99 target on PostgreSQL).
   */
  group: Exclude<CaseGroup, 'rush'>;
  /** Whose bearer token an analytics case sends: the bench admin's or the Platinum member's. */
  caller?: 'admin' | 'platinum';
}

/** Query strings as the web app builds them (blank fields included). */
const listQuery = (fields: Record<string, string>) =>
  `/api/meals?${new URLSearchParams({ skip: '0', limit: '6', search: '', category: '', min: '', max: '', ...fields })}`;

export const DEEP_PAGE_SKIP = 600;
export const COMMON_SEARCH = 'biryani';
export const RARE_SEARCH = 'pizza';

/** `readerEmail`: the signed-in reader's, as the dashboard asks for its own lists. */
export function benchCases(mealId: string, readerEmail: string): BenchCase[] {
  return [
    { name: 'list: first page', path: listQuery({}), group: 'list' },
    {
      name: `list: deep page (skip ${DEEP_PAGE_SKIP})`,
      path: listQuery({ skip: String(DEEP_PAGE_SKIP) }),
      group: 'list',
    },
    {
      name: 'filter: Lunch, 100-200 taka',
      path: listQuery({ category: 'Lunch', min: '100', max: '200' }),
      group: 'list',
    },
    {
      name: `search: '${COMMON_SEARCH}' (common)`,
      path: listQuery({ search: COMMON_SEARCH }),
      group: 'list',
    },
    {
      name: `search: '${RARE_SEARCH}' (no match)`,
      path: listQuery({ search: RARE_SEARCH }),
      group: 'list',
    },
    { name: 'meal details', path: `/api/meals/${mealId}`, group: 'public' },
    { name: 'users/me (bearer)', path: '/api/users/me', group: 'signed-in' },
    { name: 'meal details (resident)', path: `/api/meals/${mealId}`, group: 'signed-in' },
    {
      name: 'my requests',
      path: `/api/serve-meals?${new URLSearchParams({ email: readerEmail })}`,
      group: 'signed-in',
    },
    {
      name: 'my reviews',
      path: `/api/reviews?${new URLSearchParams({ email: readerEmail })}`,
      group: 'signed-in',
    },
    { name: 'unread count', path: '/api/notifications/unread-count', group: 'signed-in' },
    {
      name: "meal page: the caller's day",
      path: `/api/meals/${mealId}/mine`,
      group: 'signed-in',
    },
    {
      name: 'analytics: kitchen, last 30 days',
      path: '/api/analytics/kitchen',
      group: 'analytics',
      caller: 'admin',
    },
    {
      name: 'analytics: kitchen, a year',
      path: `/api/analytics/kitchen?${new URLSearchParams(lastYear())}`,
      group: 'analytics',
      caller: 'admin',
    },
    {
      name: 'analytics: mine (Platinum), last 30 days',
      path: '/api/analytics/me',
      group: 'analytics',
      caller: 'platinum',
    },
  ];
}

/** The 366 days up to today (UTC days: near enough for a load test). */
function lastYear(): { from: string; to: string } {
  const today = new Date();
  const from = new Date(today.getTime() - 365 * 86_400_000);
  return { from: from.toISOString().slice(0, 10), to: today.toISOString().slice(0, 10) };
}

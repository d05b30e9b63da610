/** Which cases a run measures (--cases): the groups the targets are judged on. */
export const CASE_GROUPS = ['list', 'public', 'signed-in', 'rush'] as const;
export type CaseGroup = (typeof CASE_GROUPS)[number];

/** One request the bench repeats, named as it appears in the results. */
export interface BenchCase {
  name: string;
  path: string;
  /**
   * 'list': the list, filter and search cases the list targets apply to; 'signed-in': sent with
   * the reader's bearer token, judged by the signed-in targets; 'public': measured, no target.
   */
  group: Exclude<CaseGroup, 'rush'>;
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
  ];
}

/** One request the bench repeats, named as it appears in the results. */
export interface BenchCase {
  name: string;
  path: string;
  /** Sent as a bearer token when the case needs a signed-in caller. */
  signedIn?: boolean;
  /** The list, filter and search cases the p99 and throughput targets apply to. */
  targeted: boolean;
}

/** Query strings as the web app builds them (blank fields included). */
const listQuery = (fields: Record<string, string>) =>
  `/api/meals?${new URLSearchParams({ skip: '0', limit: '6', search: '', category: '', min: '', max: '', ...fields })}`;

export const DEEP_PAGE_SKIP = 600;
export const COMMON_SEARCH = 'biryani';
export const RARE_SEARCH = 'pizza';

export function benchCases(mealId: string): BenchCase[] {
  return [
    { name: 'list: first page', path: listQuery({}), targeted: true },
    {
      name: `list: deep page (skip ${DEEP_PAGE_SKIP})`,
      path: listQuery({ skip: String(DEEP_PAGE_SKIP) }),
      targeted: true,
    },
    {
      name: 'filter: Lunch, 100-200 taka',
      path: listQuery({ category: 'Lunch', min: '100', max: '200' }),
      targeted: true,
    },
    {
      name: `search: '${COMMON_SEARCH}' (common)`,
      path: listQuery({ search: COMMON_SEARCH }),
      targeted: true,
    },
    {
      name: `search: '${RARE_SEARCH}' (no match)`,
      path: listQuery({ search: RARE_SEARCH }),
      targeted: true,
    },
    { name: 'meal details', path: `/api/meals/${mealId}`, targeted: false },
    { name: 'users/me (bearer)', path: '/api/users/me', signedIn: true, targeted: false },
  ];
}

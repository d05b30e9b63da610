import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { accountKeys } from '@/features/account/api/query-keys';
import { adminKeys } from '@/features/admin/api/query-keys';
import { mealKeys } from '@/features/meals/api/query-keys';
import { NO_FILTERS } from '@/features/meals/lib/meal-filters';
import { paymentKeys } from '@/features/membership/api/query-keys';
import { notificationKeys } from '@/features/notifications/api/query-keys';
import { requestKeys } from '@/features/requests/api/query-keys';
import { reviewKeys } from '@/features/reviews/api/query-keys';
import { upcomingMealKeys } from '@/features/upcoming/api/query-keys';

/** One example of every key each factory makes, under the root its feature invalidates. */
const factories: { feature: string; root: QueryKey; keys: QueryKey[] }[] = [
  { feature: 'account', root: accountKeys.me, keys: [accountKeys.me] },
  { feature: 'account', root: accountKeys.authConfig, keys: [accountKeys.authConfig] },
  {
    feature: 'admin',
    root: adminKeys.users,
    keys: [adminKeys.usersPage({ page: 1 }), adminKeys.usersPage({ page: 2, search: 'rahim' })],
  },
  {
    feature: 'admin',
    root: adminKeys.mealsCounts,
    keys: [adminKeys.mealsCount('chef@messmate.app')],
  },
  {
    feature: 'meals',
    root: mealKeys.all,
    keys: [
      mealKeys.list({ sortBy: 'likes', limit: 6 }),
      mealKeys.pages(NO_FILTERS),
      mealKeys.detail('m-1'),
      mealKeys.adminPage({ page: 1, category: 'Lunch' }),
    ],
  },
  {
    feature: 'membership',
    root: paymentKeys.all,
    keys: [paymentKeys.config, paymentKeys.intent('gold'), paymentKeys.history],
  },
  {
    feature: 'notifications',
    root: notificationKeys.all,
    keys: [notificationKeys.unread, notificationKeys.list],
  },
  {
    feature: 'requests',
    root: requestKeys.all,
    keys: [requestKeys.mine('a@b.c'), requestKeys.everyone({ page: 1 })],
  },
  {
    feature: 'reviews',
    root: reviewKeys.all,
    keys: [reviewKeys.mine('a@b.c'), reviewKeys.everyone({ page: 1, rating: '5' })],
  },
  { feature: 'upcoming', root: upcomingMealKeys.all, keys: [upcomingMealKeys.all] },
];

/** A cache holding one query per key above, each marked fresh. */
function filledCache() {
  const client = new QueryClient();
  for (const { keys } of factories) for (const key of keys) client.setQueryData(key, 'cached');
  return client;
}

const invalidatedKeys = (client: QueryClient) =>
  client
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.isInvalidated)
    .map((query) => query.queryKey);

describe('query-key factories', () => {
  it.each(factories)('$feature: every key starts with its root', ({ root, keys }) => {
    for (const key of keys) expect(key.slice(0, root.length)).toEqual(root);
  });

  it.each(factories)(
    "$feature: invalidating the root reaches its keys and no one else's",
    async ({ root, keys }) => {
      const client = filledCache();
      await client.invalidateQueries({ queryKey: root, refetchType: 'none' });
      expect(invalidatedKeys(client)).toEqual(expect.arrayContaining(keys));
      expect(invalidatedKeys(client)).toHaveLength(keys.length);
    },
  );

  it('gives every root one owner: no key is defined by two features', () => {
    const roots = factories.map(({ root }) => JSON.stringify(root));
    expect(new Set(roots).size).toBe(roots.length);
  });

  it('tells apart what its arguments tell apart', () => {
    expect(mealKeys.detail('m-1')).not.toEqual(mealKeys.detail('m-2'));
    expect(mealKeys.pages({ ...NO_FILTERS, search: 'dal' })).not.toEqual(
      mealKeys.pages(NO_FILTERS),
    );
    expect(requestKeys.mine('a@b.c')).not.toEqual(
      requestKeys.everyone({ page: 1, search: 'a@b.c' }),
    );
    expect(reviewKeys.everyone({ page: 1 })).not.toEqual(reviewKeys.everyone({ page: 2 }));
  });
});

import type { ServedRoute } from '../route-inventory';

export type RouteGroup = 'accounts and money' | 'catalogue';

const ACCOUNTS = /^\/api\/(auth|auth-config|users|session|admin\/meals-count|docs|health)(\/|$)/;
const MONEY = /^\/api\/(payment|payments|create-payment-intent|notifications)(\/|-|$)/;

/** Splits the served routes over the hostile-input files; a new route lands in one of them. */
export function groupOf(route: ServedRoute): RouteGroup {
  return ACCOUNTS.test(route.url) || MONEY.test(route.url) ? 'accounts and money' : 'catalogue';
}

/** A concrete address for a route: its parameters filled with ids that exist. */
export function concreteUrl(
  route: ServedRoute,
  pools: Record<string, readonly string[]>,
  pool?: string,
) {
  if (route.url === '/api/auth/*') {
    return route.method === 'POST' ? '/api/auth/sign-in/email' : '/api/auth/get-session';
  }
  const id = (pool && pools[pool]?.[0]) ?? '00000000-0000-4000-8000-000000000000';
  return route.url.replace(/:\w+/g, encodeURIComponent(id)).replace(/\*$/, 'swagger-ui.css');
}

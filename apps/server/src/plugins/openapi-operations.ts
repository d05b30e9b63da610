import type { RouteOptions } from 'fastify';
import { ErrorBodySchema } from '@messmate/shared';

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH']);
const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
// Not counted by the write limit: Stripe signs and retries its webhook (plugins/write-rate-limit).
const UNLIMITED_WRITES = new Set(['/api/payments/webhook']);

/** `PATCH /api/meals/:id/like` → `patchMealsByIdLike`: unique, stable, readable in generated clients. */
export function operationIdOf(method: string, url: string): string {
  const words = url
    .replace(/^\/api\//, '')
    .split('/')
    .filter(Boolean)
    .flatMap((segment) =>
      segment.startsWith(':') ? ['by', segment.slice(1)] : segment.split(/[^a-zA-Z0-9]+/),
    )
    .filter(Boolean);
  const capitalised = words.map((word) => word.charAt(0).toUpperCase() + word.slice(1));
  return method.toLowerCase() + capitalised.join('');
}

/** The errors any route of this shape can answer before its own code runs. */
function commonErrors(method: string, url: string): number[] {
  const codes = [400]; // a malformed address or query, text the database cannot store
  if (url.includes(':')) codes.push(414); // a path value longer than the router takes
  if (BODY_METHODS.has(method)) codes.push(413, 415); // over 1 MB; not JSON
  if (WRITE_METHODS.has(method)) codes.push(403); // a cookie write from another origin
  if (WRITE_METHODS.has(method) && !UNLIMITED_WRITES.has(url)) codes.push(429); // the write limit
  return codes;
}

/**
 * The onRoute hook that makes each API route's OpenAPI operation a contract a client generator
 * can use: an operationId, `security: []` on public routes (those needing a session get theirs
 * from access/declared-access.ts), and every status the route can answer.
 */
export function documentOperation(route: RouteOptions): void {
  const schema = route.schema ?? {};
  if (schema.hide) return;
  const method = [route.method].flat()[0] ?? 'GET';
  const response: Record<string, unknown> = { ...(schema.response as object | undefined) };
  for (const code of commonErrors(method, route.url)) response[code] ??= ErrorBodySchema;
  route.schema = {
    ...schema,
    operationId: schema.operationId ?? operationIdOf(method, route.url),
    security: schema.security ?? (route.config?.access === 'public' ? [] : undefined),
    response,
  };
}

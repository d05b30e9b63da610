import type { RouteOptions } from 'fastify';
import { ErrorBodySchema } from '@messmate/shared';

/** OpenAPI `security` of a route that needs a session: the cookie or a bearer token. */
const SIGNED_IN_SECURITY: Record<string, string[]>[] = [{ bearer: [] }, { cookie: [] }];

/**
 * An onRoute hook for the API: every route must say who may call it (a route that forgets
 * stops the server from starting, so none is public by accident), and what it says is also
 * what the OpenAPI document shows: the session it needs and the 401 and 403 it can answer.
 */
export function requireDeclaredAccess(route: RouteOptions): void {
  const access = route.config?.access;
  if (!access) {
    throw new Error(
      `${String(route.method)} ${route.url} declares no access: give it config: { access: 'public' | 'signed-in' | 'admin' }`,
    );
  }
  if (access === 'public') return;
  const schema = route.schema ?? {};
  const response: Record<string, unknown> = { ...(schema.response as object | undefined) };
  response[401] ??= ErrorBodySchema;
  if (access === 'admin') response[403] ??= ErrorBodySchema;
  route.schema = { ...schema, security: schema.security ?? SIGNED_IN_SECURITY, response };
}

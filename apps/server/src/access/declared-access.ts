import type { RouteOptions } from 'fastify';
import { ErrorBodySchema } from '@messmate/shared';
import type { DeclaredAccess } from './route-access';

/** OpenAPI `security` of a route that needs a session: the cookie or a bearer token. */
const SIGNED_IN_SECURITY: Record<string, string[]>[] = [{ bearer: [] }, { cookie: [] }];

interface DeclaredRoute extends DeclaredAccess {
  method: string;
  /** The route's address as a pattern over the raw path: each :param one segment. */
  shape: RegExp;
  params: number;
}

function shapeOf(url: string): RegExp {
  const pattern = url
    .split('/')
    .map((segment) =>
      segment.startsWith(':')
        ? '[^/]+'
        : segment === '*'
          ? '.*'
          : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('/');
  return new RegExp(`^${pattern}$`);
}

/** The OpenAPI document shows what the route declares: the session it needs, its 401 and 403. */
function documentAccess(route: RouteOptions, { access }: DeclaredAccess): void {
  if (access === 'public') return;
  const schema = route.schema ?? {};
  const response: Record<string, unknown> = { ...(schema.response as object | undefined) };
  response[401] ??= ErrorBodySchema;
  if (access === 'admin') response[403] ??= ErrorBodySchema;
  route.schema = { ...schema, security: schema.security ?? SIGNED_IN_SECURITY, response };
}

/** Every API route's declared access, kept as the routes are added. */
export class RouteAccessTable {
  private readonly routes: DeclaredRoute[] = [];

  /**
   * The onRoute hook for the API: every route must say who may call it (a route that forgets
   * stops the server from starting, so none is public by accident); the OpenAPI document says
   * the same, and the table keeps it.
   */
  readonly declare = (route: RouteOptions): void => {
    const { access, loginMessage } = route.config ?? {};
    if (!access) {
      throw new Error(
        `${String(route.method)} ${route.url} declares no access: give it config: { access: 'public' | 'signed-in' | 'admin' }`,
      );
    }
    documentAccess(route, { access, loginMessage });
    for (const method of [route.method].flat()) {
      const params = (route.url.match(/:\w+/g) ?? []).length;
      this.routes.push({ method, shape: shapeOf(route.url), params, access, loginMessage });
    }
  };

  /** The methods some route answers at this address (for a 405's Allow), sorted. */
  methodsAt(url: string): string[] {
    const path = url.split('?')[0] ?? '';
    const methods = this.routes.filter((route) => route.shape.test(path)).map((r) => r.method);
    return [...new Set(methods)].sort();
  }

  /** What the route at this method and address declares (the most specific one that fits). */
  find(method: string, url: string): DeclaredAccess | undefined {
    const path = url.split('?')[0] ?? '';
    const fits = this.routes.filter((route) => route.method === method && route.shape.test(path));
    return fits.sort((a, b) => a.params - b.params)[0];
  }
}

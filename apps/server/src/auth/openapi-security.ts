/** OpenAPI `security` for routes that need a session: the cookie or a bearer token. */
export const SIGNED_IN_SECURITY: Record<string, string[]>[] = [{ bearer: [] }, { cookie: [] }];

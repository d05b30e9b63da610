/** The prefix of better-auth's cookies (create-auth.ts): `messmate.session_token`. */
export const COOKIE_PREFIX = 'messmate';

// The session cookie, also in the __Secure- form better-auth uses over https.
const SESSION_COOKIE = new RegExp(`(?:^|;)\\s*(?:__Secure-)?${COOKIE_PREFIX}\\.session_token=`);

/** Whether a Cookie header carries a session: the request may be a browser riding it. */
export function hasSessionCookie(header: string | undefined): boolean {
  return header !== undefined && SESSION_COOKIE.test(header);
}

/**
 * Set-Cookie lines that make the browser forget its session at once (the account behind it was
 * deleted): better-auth's session cookies, in both the plain and the __Secure- form.
 */
export function forgottenSessionCookies(secure: boolean): string[] {
  const names = ['session_token', 'session_data', 'dont_remember'].map(
    (name) => `${COOKIE_PREFIX}.${name}`,
  );
  const attributes = `Path=/; Max-Age=0; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
  return [
    ...names.map((name) => `${name}=; ${attributes}`),
    ...(secure ? names.map((name) => `__Secure-${name}=; ${attributes}`) : []),
  ];
}

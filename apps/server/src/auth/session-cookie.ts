/** The prefix of better-auth's cookies (create-auth.ts): `messmate.session_token`. */
export const COOKIE_PREFIX = 'messmate';

// The session cookie, also in the __Secure- form better-auth uses over https.
const SESSION_COOKIE = new RegExp(`(?:^|;)\\s*(?:__Secure-)?${COOKIE_PREFIX}\\.session_token=`);

/** Whether a Cookie header carries a session: the request may be a browser riding it. */
export function hasSessionCookie(header: string | undefined): boolean {
  return header !== undefined && SESSION_COOKIE.test(header);
}

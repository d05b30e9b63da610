const SESSION_COOKIE = 'messmate.session_token';

/** Registers a fresh resident through the real sign-up endpoint; returns their session cookie. */
export async function signedInCookie(baseUrl: string, origin: string): Promise<string> {
  return sessionCookieOf(
    await fetch(`${baseUrl}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin },
      body: JSON.stringify({
        name: 'Lighthouse Resident',
        email: `lighthouse-${Date.now()}@example.test`,
        password: 'lighthouse password 1',
      }),
    }),
  );
}

/** The bench server's admin (ADMIN_EMAIL and ADMIN_PASSWORD it was started with), signed in. */
export async function adminCookie(
  baseUrl: string,
  origin: string,
  admin: { email: string; password: string },
): Promise<string> {
  return sessionCookieOf(
    await fetch(`${baseUrl}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin },
      body: JSON.stringify(admin),
    }),
  );
}

async function sessionCookieOf(res: Response): Promise<string> {
  if (!res.ok) throw new Error(`sign-in answered ${res.status}: ${await res.text()}`);
  const cookie = res.headers.getSetCookie().find((line) => line.startsWith(`${SESSION_COOKIE}=`));
  if (!cookie) throw new Error(`sign-up set no ${SESSION_COOKIE} cookie`);
  return cookie.split(';')[0] ?? '';
}

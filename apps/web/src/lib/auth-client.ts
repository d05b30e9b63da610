import { api } from './api-client';
import type { ApiEndpoints } from './api-endpoints';

/**
 * The account endpoints under /api/auth, by plain fetch: the visitor pages stay light and
 * the session lives in an HttpOnly cookie the browser sends by itself.
 */
export const authClient = {
  signUp: (body: ApiEndpoints['POST /auth/sign-up/email']['body']) =>
    api('POST /auth/sign-up/email', { body }),

  signIn: (body: ApiEndpoints['POST /auth/sign-in/email']['body']) =>
    api('POST /auth/sign-in/email', { body }),

  signOut: () => api('POST /auth/sign-out'),

  /** Starts the OpenID Connect round trip; the browser leaves for the provider's page. */
  async continueWithGoogle(callbackURL: string, errorCallbackURL: string): Promise<void> {
    const { url } = await api('POST /auth/sign-in/social', {
      body: { provider: 'google', callbackURL, errorCallbackURL },
    });
    window.location.assign(url);
  },
};

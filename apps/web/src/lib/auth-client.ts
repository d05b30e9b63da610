import { api } from './api-client';

/**
 * The account endpoints under /api/auth, by plain fetch: the visitor pages stay light and
 * the session lives in an HttpOnly cookie the browser sends by itself.
 */
export const authClient = {
  signUp: (input: { name: string; email: string; password: string; image?: string }) =>
    api.post<{ token: string }>('/auth/sign-up/email', input),

  signIn: (input: { email: string; password: string }) =>
    api.post<{ token: string }>('/auth/sign-in/email', input),

  signOut: () => api.post<{ success: boolean }>('/auth/sign-out'),

  /** Starts the OpenID Connect round trip; the browser leaves for the provider's page. */
  async continueWithGoogle(callbackURL: string, errorCallbackURL: string): Promise<void> {
    const { url } = await api.post<{ url: string }>('/auth/sign-in/social', {
      provider: 'google',
      callbackURL,
      errorCallbackURL,
    });
    window.location.assign(url);
  },
};

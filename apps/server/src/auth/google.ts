import { genericOAuth } from 'better-auth/plugins/generic-oauth';
import type { Env } from '../env';

export const GOOGLE_PROVIDER_ID = 'google';

export function isGoogleEnabled(env: Env): boolean {
  return Boolean(env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET);
}

/** 'Continue with Google' as OpenID Connect, found through the issuer's discovery document. */
export function googlePlugins(env: Env) {
  if (!env.GOOGLE_CLIENT_ID || !env.GOOGLE_CLIENT_SECRET) return [];
  const issuer = env.GOOGLE_ISSUER.replace(/\/+$/, '');
  return [
    genericOAuth({
      config: [
        {
          providerId: GOOGLE_PROVIDER_ID,
          clientId: env.GOOGLE_CLIENT_ID,
          clientSecret: env.GOOGLE_CLIENT_SECRET,
          discoveryUrl: `${issuer}/.well-known/openid-configuration`,
          scopes: ['openid', 'email', 'profile'],
          pkce: true,
        },
      ],
    }),
  ];
}

import { OAuth2Server } from 'oauth2-mock-server';

export interface IssuerProfile {
  sub: string;
  email: string;
  name: string;
  picture: string;
}

/** A local OpenID Connect issuer standing in for Google; sign-ins come back as `profile`. */
export async function startIssuer(profile: IssuerProfile) {
  const server = new OAuth2Server();
  await server.issuer.keys.generate('RS256');
  await server.start(0, '127.0.0.1');
  const current = { ...profile };
  server.service.on('beforeTokenSigning', (token: { payload: Record<string, unknown> }) => {
    Object.assign(token.payload, { ...current, email_verified: true });
  });
  server.service.on('beforeUserinfo', (response: { body: Record<string, unknown> }) => {
    response.body = { ...current, email_verified: true };
  });
  const url = server.issuer.url;
  if (!url) throw new Error('The local OpenID Connect issuer did not start');
  return {
    url,
    /** Who the next sign-in at the issuer will be. */
    signInAs(next: IssuerProfile) {
      Object.assign(current, next);
    },
    stop: () => server.stop(),
  };
}

/** The account caches: who is signed in, and what the sign-in screen needs to know. */
export const accountKeys = {
  me: ['me'] as const,
  authConfig: ['auth-config'] as const,
};

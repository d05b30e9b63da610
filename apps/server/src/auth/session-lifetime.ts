const DAY_SECONDS = 24 * 60 * 60;

/** How long a session lives, and how often its use pushes its end further out (better-auth's). */
export const SESSION_LIFETIME = {
  expiresInSeconds: 30 * DAY_SECONDS,
  updateAgeSeconds: DAY_SECONDS,
} as const;

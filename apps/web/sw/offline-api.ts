/**
 * The API answers a resident's pages need at the counter, kept for offline use. Each is fetched
 * from the network first, always; the saved copy is used only when the network fails, and the
 * page then says so (banner). One entry per path prefix.
 */
export const OFFLINE_API_PATHS: readonly string[] = [
  '/api/session',
  '/api/serve-meals',
  '/api/notifications',
  '/api/meals',
  '/api/upcoming-meals',
  '/api/payments',
  '/api/support/threads',
  '/api/pickup-codes',
  '/api/mess-settings',
  '/api/menu',
  '/api/board',
];

export const isOfflineApi = (pathname: string) =>
  OFFLINE_API_PATHS.some((path) => pathname === path || pathname.startsWith(`${path}/`));

/** The cache of those answers; emptied when someone signs out on this device. */
export const API_CACHE = 'messmate-api';
/** Set on a saved answer: when it was saved (ISO). The page shows it in its offline banner. */
export const SAVED_AT_HEADER = 'x-messmate-saved-at';

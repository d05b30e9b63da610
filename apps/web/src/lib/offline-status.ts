/**
 * Whether the page is offline and, if so, how old the saved answers it shows are. The service
 * worker marks an answer it served from its saved copy with SAVED_AT_HEADER (sw/offline-api.ts);
 * the API client reports each one here. Back online, the marks are forgotten.
 */
export const SAVED_AT_HEADER = 'x-messmate-saved-at';

export interface OfflineStatus {
  offline: boolean;
  /** The oldest saved answer shown since the network went away (ISO), if any. */
  savedAt: string | null;
}

let status: OfflineStatus = {
  offline: typeof navigator !== 'undefined' && !navigator.onLine,
  savedAt: null,
};
const listeners = new Set<() => void>();

function set(next: OfflineStatus) {
  if (next.offline === status.offline && next.savedAt === status.savedAt) return;
  status = next;
  for (const listener of listeners) listener();
}

/** An answer came from the saved copy: the network is not there, whatever navigator says. */
export function noteSavedAnswer(savedAt: string) {
  const oldest = status.savedAt && status.savedAt < savedAt ? status.savedAt : savedAt;
  set({ offline: true, savedAt: oldest });
}

/** A fresh answer from the server: whatever was saved is behind us. */
export function noteFreshAnswer() {
  if (status.offline && typeof navigator !== 'undefined' && navigator.onLine) {
    set({ offline: false, savedAt: null });
  }
}

export function isOffline(): boolean {
  return status.offline;
}

export const offlineStatus = {
  get: () => status,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

if (typeof window !== 'undefined') {
  window.addEventListener('offline', () => set({ offline: true, savedAt: status.savedAt }));
  window.addEventListener('online', () => set({ offline: false, savedAt: null }));
}

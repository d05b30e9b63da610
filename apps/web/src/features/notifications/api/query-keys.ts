/** The notification caches: the unread count (the bell), the list (the panel) and push. */
export const notificationKeys = {
  all: ['notifications'] as const,
  unread: ['notifications', 'unread'] as const,
  list: ['notifications', 'list'] as const,
  /** This device's Web Push state (support, permission, subscription). */
  push: ['notifications', 'push'] as const,
  pushPublicKey: ['notifications', 'push', 'public-key'] as const,
  /** The signed-in resident's 'Remind me before the cut-off' (kept on the server). */
  cutoffReminder: ['notifications', 'cutoff-reminder'] as const,
};

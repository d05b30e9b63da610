import { isUuid } from '@messmate/shared';

/** The one PostgreSQL channel every app instance LISTENs on. */
export const NOTIFICATION_CHANNEL = 'messmate_notifications';

/**
 * What travels on the channel: only ids, never the text, so a payload stays far below
 * PostgreSQL's 8000-byte limit and each instance reads the row it is allowed to send.
 */
export type NotificationSignal =
  { type: 'created'; userId: string; id: string } | { type: 'read'; userId: string };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** The signal in a channel payload, or null for anything this version does not understand. */
export function parseSignal(payload: string): NotificationSignal | null {
  let value: unknown;
  try {
    value = JSON.parse(payload);
  } catch {
    return null;
  }
  if (!isRecord(value) || typeof value.userId !== 'string') return null;
  if (value.type === 'read') return { type: 'read', userId: value.userId };
  if (value.type === 'created' && typeof value.id === 'string' && isUuid(value.id)) {
    return { type: 'created', userId: value.userId, id: value.id };
  }
  return null;
}

import type { NotificationText } from '@messmate/shared/notification-texts';
import type { PushPayload } from '@messmate/shared';
import type { PushSender } from './sender';

export type { PushSender } from './sender';

/**
 * The one call other services make, after their event committed: a push to every browser the
 * user opted in on, sent in the background (see PushSender). Hooks for the mess board (menu
 * published, cut-off reminder) call it the same way.
 */
export function sendPush(push: PushSender, userId: string, payload: PushPayload): void {
  push.sendLater(userId, payload);
}

/** A bell notification's words as a push; one `tag` per subject, so a newer one replaces it. */
export function pushOf(text: NotificationText, tag?: string): PushPayload {
  return { title: text.title, body: text.body, link: text.link, ...(tag ? { tag } : {}) };
}

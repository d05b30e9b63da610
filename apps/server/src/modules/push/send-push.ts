import type { NotificationText } from '@messmate/shared/notification-texts';
import type { PushPayload } from '@messmate/shared';
import type { NotificationTexts } from '@messmate/shared/notification-texts-bn';
import type { PushPayloads, PushSender } from './sender';

export type { PushSender } from './sender';

/**
 * The one call other services make, after their event committed: a push to every browser the
 * user opted in on, sent in the background (see PushSender). The mess board's news goes to many
 * users at once through PushSender.sendTo (menu-publications, cutoff-reminders).
 */
export function sendPush(push: PushSender, userId: string, payloads: PushPayloads): void {
  push.sendLater(userId, payloads);
}

/** A bell notification's words as a push; one `tag` per subject, so a newer one replaces it. */
export function pushOf(text: NotificationText, tag?: string): PushPayload {
  return { title: text.title, body: text.body, link: text.link, ...(tag ? { tag } : {}) };
}

/** pushOf in every language: each browser gets its owner's. */
export function pushesOf(texts: NotificationTexts, tag?: string): PushPayloads {
  return { en: pushOf(texts.en, tag), bn: pushOf(texts.bn, tag) };
}

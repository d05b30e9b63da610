import { BADGES, type Badge, type SupportMessage, type SupportThread } from '@messmate/shared';
import type { SupportMessageRow, SupportThreadRow } from './repository';

const asBadge = (stored: string): Badge => BADGES.find((badge) => badge === stored) ?? 'Bronze';

export function toSupportThread(row: SupportThreadRow): SupportThread {
  return {
    _id: row.id,
    topic: row.topic,
    subject: row.subject,
    status: row.status,
    priority: row.priority,
    badge: asBadge(row.authorBadge),
    author: { name: row.name, email: row.email },
    mealId: row.mealId,
    requestId: row.requestId,
    aboutTitle: row.aboutTitle,
    imageUrl: row.imageUrl,
    waitingSince: row.waitingSince.toISOString(),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toSupportMessage(row: SupportMessageRow): SupportMessage {
  return {
    _id: row.id,
    fromKitchen: row.fromKitchen,
    // A person who deleted their account leaves no name (decision 0033).
    authorName: row.authorId === null ? null : row.authorName,
    body: row.body,
    createdAt: row.createdAt.toISOString(),
  };
}

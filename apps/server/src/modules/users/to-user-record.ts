import type { UserRecord } from '@messmate/shared';
import type { StoredUser } from '../../auth/stored-user';

export function toUserRecord(row: StoredUser): UserRecord {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    image: row.image,
    role: row.role,
    badge: row.badge,
    hall: row.hall,
    room: row.room,
    language: row.language,
    createdAt: row.createdAt.toISOString(),
  };
}

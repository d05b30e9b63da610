import { sql } from 'drizzle-orm';
import type { NotificationTexts } from '@messmate/shared/notification-texts-bn';
import { notifications, user } from '../../db/schema';

/** The values notifyAdmins' one-statement form binds: the words in every language. */
function adminNoteValues(texts: NotificationTexts) {
  return {
    noteKind: texts.en.kind,
    noteLink: texts.en.link,
    noteTitleEn: texts.en.title,
    noteTitleBn: texts.bn.title,
    noteBodyEn: texts.en.body,
    noteBodyBn: texts.bn.body,
  };
}

const value = (name: keyof ReturnType<typeof adminNoteValues>) => sql.placeholder(name);
const worded = (field: 'Title' | 'Body') =>
  sql`case when admin.language = 'bn' then ${value(`note${field}Bn`)}::text
    else ${value(`note${field}En`)}::text end`;

/**
 * notifyAdmins inside another statement: the bodies of two CTEs, "notified" and "announced",
 * that give every admin, as stored now, the notification about the request each row of
 * `requestCte` holds (worded in the admin's language, as notificationsRepository.insert does),
 * and announce each on the channel as notify.ts does (on commit); with the values they bind.
 */
export function adminNotesAbout(requestCte: string, texts: NotificationTexts, channel: string) {
  const requests = sql.identifier(requestCte);
  return {
    values: adminNoteValues(texts),
    notified: sql`insert into ${notifications} (user_id, request_id, kind, link, title, body)
      select admin.id, r.id, ${value('noteKind')}::text, ${value('noteLink')}::text,
        ${worded('Title')}, ${worded('Body')}
      from ${user} admin, ${requests} r where admin.role = 'admin'
      returning id, user_id`,
    announced: sql`select pg_notify(${channel}::text,
        json_build_object('type', 'created', 'userId', user_id, 'id', id)::text)
      from "notified"`,
  };
}

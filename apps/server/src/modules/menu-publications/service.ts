import {
  addDays,
  LANGUAGES,
  type Language,
  type PublishWeekResult,
  type WeekPublication,
} from '@messmate/shared';
import { menuPublishedText, type WeekFromToday } from '@messmate/shared/menu-news-texts';
import type { NotificationText } from '@messmate/shared/notification-texts';
import type { Caller } from '../../access/caller';
import type { Database } from '../../db/client';
import { communityDay, isoInZone } from '../../lib/community-day';
import { dayInWords } from '../../lib/community-time';
import { conflict } from '../../lib/http-error';
import { notifyResidents } from '../notifications/notify';
import { pushRepository } from '../push/repository';
import { pushOf, type PushSender } from '../push/send-push';
import { weekMenuDigest } from './menu-digest';
import { menuPublicationsRepository } from './repository';
import { WORDS } from '@messmate/shared/server-wordings';

export interface PublishContext {
  now: Date;
  timeZone: string;
}

type LatestRow = Awaited<ReturnType<typeof menuPublicationsRepository.latest>>;

function present(
  weekStart: string,
  latest: LatestRow,
  digestNow: string | null,
  timeZone: string,
): WeekPublication {
  return {
    weekStart,
    last: latest
      ? { publishedAt: isoInZone(latest.publishedAt, timeZone), publishedBy: latest.publishedBy }
      : null,
    changedSince: Boolean(latest) && latest?.menuDigest !== digestNow,
  };
}

/** The Monday of the community's current week. */
function thisMonday(now: Date, timeZone: string): string {
  const today = communityDay(now, timeZone);
  const weekday = (new Date(`${today}T12:00:00Z`).getUTCDay() + 6) % 7;
  return addDays(today, -weekday);
}

/** The news in every language, for the week starting `weekStart`, seen from `now`. */
function menuNews(weekStart: string, { now, timeZone }: PublishContext) {
  const monday = thisMonday(now, timeZone);
  const week: WeekFromToday =
    weekStart === monday ? 'this' : weekStart === addDays(monday, 7) ? 'next' : 'other';
  const texts = {} as Record<Language, NotificationText>;
  for (const language of LANGUAGES) {
    texts[language] = menuPublishedText(language, {
      week,
      firstDay: dayInWords(weekStart, language),
      lastDay: dayInWords(addDays(weekStart, 6), language),
      mondayShort: dayInWords(weekStart, language, false),
    });
  }
  return texts;
}

/** The week's last publication, and whether its plan changed since (admins). */
export async function getWeekPublication(
  db: Database,
  weekStart: string,
  { timeZone }: Pick<PublishContext, 'timeZone'>,
): Promise<WeekPublication> {
  const [latest, digest] = await Promise.all([
    menuPublicationsRepository.latest(db, weekStart),
    weekMenuDigest(db, weekStart, addDays(weekStart, 6)),
  ]);
  return present(weekStart, latest, digest, timeZone);
}

/**
 * Publishes a week's menu: every resident is told in the bell (one statement, in the transaction)
 * and, once it committed, by push on each browser they opted in on. The same plan published again
 * (a double click, two admins or instances at once) is the same publication: nobody is told twice.
 * A plan changed since is a new publication, told again.
 */
export async function publishWeek(
  db: Database,
  push: PushSender,
  caller: Caller,
  weekStart: string,
  context: PublishContext,
): Promise<PublishWeekResult> {
  const weekEnd = addDays(weekStart, 6);
  const mondayWords = dayInWords(weekStart, 'en', false);
  if (weekEnd < communityDay(context.now, context.timeZone)) {
    throw conflict(WORDS.menuNews.weekOver(mondayWords), 'WEEK_OVER');
  }
  const texts = menuNews(weekStart, context);
  const outcome = await db.transaction(async (tx) => {
    await menuPublicationsRepository.lockWeek(tx, weekStart);
    const digest = await weekMenuDigest(tx, weekStart, weekEnd);
    if (!digest) throw conflict(WORDS.menuNews.nothingPlanned(mondayWords), 'NOTHING_PLANNED');
    const latest = await menuPublicationsRepository.latest(tx, weekStart);
    if (latest && latest.menuDigest === digest) return { latest, digest, told: 0, fresh: false };
    const publishedAt = await menuPublicationsRepository.insert(tx, {
      weekStart,
      menuDigest: digest,
      publishedBy: caller.id,
    });
    const told = await notifyResidents(tx, texts);
    const published = { menuDigest: digest, publishedAt, publishedBy: caller.name };
    return { latest: published, digest, told, fresh: true };
  });
  if (outcome.fresh) await pushMenuNews(db, push, weekStart, texts);
  return {
    ...present(weekStart, outcome.latest, outcome.digest, context.timeZone),
    told: outcome.told,
    alreadyPublished: !outcome.fresh,
  };
}

/** Every resident's browsers, each in its owner's language; sent in the background. */
async function pushMenuNews(
  db: Database,
  push: PushSender,
  weekStart: string,
  texts: Record<Language, NotificationText>,
): Promise<void> {
  const browsers = await pushRepository.listForResidents(db);
  push.sendToLater(
    browsers.map(({ subscription, language }) => ({
      subscription,
      payload: pushOf(texts[language ?? 'en'], `menu-${weekStart}`),
    })),
  );
}

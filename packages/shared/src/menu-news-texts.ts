import type { Language } from './constants';
import type { NotificationText } from './notification-texts';
import { paths } from './paths';
import type { Sitting } from './schemas/mess-calendar';
import { SITTING_NAMES } from './sitting-names';

/**
 * The mess board's news to residents (issue 22), in each language the product speaks: the week's
 * menu published (bell and push) and the reminder before a sitting's cut-off (push). Dates and
 * times come already written in the reader's language; only the sentences are chosen here.
 */

/** Where the published week stands from the community's today. */
export type WeekFromToday = 'this' | 'next' | 'other';

export interface PublishedWeekWords {
  week: WeekFromToday;
  /** 'Mon 3 Mar' in the reader's language: the week's first and last day. */
  firstDay: string;
  lastDay: string;
  /** '3 Mar': the Monday, for a week that is neither this one nor the next. */
  mondayShort: string;
}

export interface ReminderWords {
  sitting: Sitting;
  /** 'Tue 4 Mar': the sitting's day. */
  day: string;
  /** '10:30': the cut-off on the community's clock. */
  closesAt: string;
  /** On the board for it now (their choice, else the sitting's default). */
  eating: boolean;
}

const menuPublishedTitle: Record<Language, (words: PublishedWeekWords) => string> = {
  en: ({ week, mondayShort }) =>
    week === 'this'
      ? "This week's menu is out"
      : week === 'next'
        ? "Next week's menu is out"
        : `The menu for the week of ${mondayShort} is out`,
  bn: ({ week, mondayShort }) =>
    week === 'this'
      ? 'এই সপ্তাহের মেনু প্রকাশিত হয়েছে'
      : week === 'next'
        ? 'আগামী সপ্তাহের মেনু প্রকাশিত হয়েছে'
        : `${mondayShort} থেকে শুরু সপ্তাহের মেনু প্রকাশিত হয়েছে`,
};

const menuPublishedBody: Record<Language, (words: PublishedWeekWords) => string> = {
  en: ({ firstDay, lastDay }) =>
    `See what's cooking from ${firstDay} to ${lastDay}, and turn your meals on or off before each cut-off.`,
  bn: ({ firstDay, lastDay }) =>
    `${firstDay} থেকে ${lastDay} পর্যন্ত কী রান্না হচ্ছে দেখুন, আর প্রতিটি সময়সীমার আগে আপনার খাবার চালু বা বন্ধ করুন।`,
};

/** To every resident when an admin publishes a week's menu; the bell's words and the push's. */
export function menuPublishedText(language: Language, words: PublishedWeekWords): NotificationText {
  return {
    kind: 'menu_published',
    title: menuPublishedTitle[language](words),
    body: menuPublishedBody[language](words),
    link: paths.menu,
  };
}

const reminderTitle: Record<Language, (words: ReminderWords) => string> = {
  en: ({ sitting, closesAt }) => `${SITTING_NAMES.en[sitting]} closes at ${closesAt}`,
  bn: ({ sitting, closesAt }) => `${SITTING_NAMES.bn[sitting]}: ${closesAt}-এ সময়সীমা শেষ`,
};

const reminderBody: Record<Language, (words: ReminderWords) => string> = {
  en: ({ sitting, day, closesAt, eating }) =>
    eating
      ? `You're on the board for ${sitting} on ${day}. Turn it off before ${closesAt} if you won't eat.`
      : `You're off the board for ${sitting} on ${day}. Turn it on before ${closesAt} if you want to eat.`,
  bn: ({ sitting, day, closesAt, eating }) =>
    eating
      ? `${SITTING_NAMES.bn[sitting]}, ${day}: আপনি বোর্ডে আছেন। না খেলে ${closesAt}-এর আগে বন্ধ করুন।`
      : `${SITTING_NAMES.bn[sitting]}, ${day}: আপনি বোর্ডে নেই। খেতে চাইলে ${closesAt}-এর আগে চালু করুন।`,
};

/** The push to an opted-in resident some minutes before a sitting's cut-off. */
export function cutoffReminderText(
  language: Language,
  words: ReminderWords,
): { title: string; body: string; link: string } {
  return {
    title: reminderTitle[language](words),
    body: reminderBody[language](words),
    link: paths.menu,
  };
}

/** The server's refusals about publishing and reminders (the web words them in Bangla by code). */
export const MENU_NEWS_MESSAGES = {
  nothingPlanned: (monday: string) =>
    `Nothing is planned for the week of ${monday}: plan at least one sitting before publishing it.`,
  weekOver: (monday: string) =>
    `The week of ${monday} is over: publish this week's menu or a later one.`,
  remindersForResidents:
    'Cut-off reminders are for residents on the board: an admin has no place on it.',
  reminderLoginRequired: 'Sign in to get a reminder before the cut-off.',
} as const;

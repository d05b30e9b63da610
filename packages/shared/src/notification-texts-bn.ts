import type { Language } from './constants';
import { SITTING_NAMES } from './sitting-names';
import { MESSAGES_BN } from './messages-bn';
import { notificationTexts, type NotificationText } from './notification-texts';

type Texts = typeof notificationTexts;

/** A resident's name, or 'একজন বাসিন্দা' when it is blank. */
const who = (name: string) => name.trim() || 'একজন বাসিন্দা';

/**
 * The Bangla of every notification the server writes, entry for entry (the type refuses a missing
 * one); kind and link come from the English entry, so only the words differ.
 */
const WORDS_BN: {
  [K in keyof Texts]: (...args: Parameters<Texts[K]>) => Pick<NotificationText, 'title' | 'body'>;
} = {
  requestServed: (request) => ({
    title: 'আপনার খাবার দেওয়া হয়েছে',
    body: `${request.mealTitleBn ?? request.mealTitle} দেওয়া হয়েছে। খাবার উপভোগ করুন!`,
  }),
  newRequest: (request) => ({
    title: 'খাবারের নতুন অনুরোধ',
    body: `${who(request.requesterName)} ${request.mealTitle} চেয়েছেন। এটি Serve Meals-এ অপেক্ষা করছে।`,
  }),
  requestCancelled: (request) => ({
    title: 'খাবারের অনুরোধ বাতিল',
    body: `${who(request.requesterName)} ${request.mealTitle}-এর অনুরোধ বাতিল করেছেন। দেওয়ার মতো কিছু নেই।`,
  }),
  requestOfFormerResident: (request) => ({
    title: 'খাবারের অনুরোধ বন্ধ',
    body: `একজন সাবেক বাসিন্দার ${request.mealTitle}-এর অনুরোধ বন্ধ: তিনি তাঁর অ্যাকাউন্ট মুছে ফেলেছেন। দেওয়ার মতো কিছু নেই।`,
  }),
  requestHandled: (request) => ({
    title: 'খাবারের অনুরোধ পূরণ হয়েছে',
    body: `${who(request.requesterName)}-এর ${request.mealTitle}-এর অনুরোধ পূরণ করেছেন ${request.servedBy.trim() || 'একজন অ্যাডমিন'}।`,
  }),
  badgeActivated: (purchase) => ({
    title: MESSAGES_BN.packageActivated(purchase.plan),
    body: purchase.raised
      ? `আপনার ব্যাজ এখন ${purchase.plan}। ধন্যবাদ!`
      : `পেমেন্ট পাওয়া গেছে। আপনার ${purchase.badge} ব্যাজই থাকছে, যাতে ${purchase.plan}-এর সবকিছু আগে থেকেই আছে।`,
  }),
  upcomingPublished: (meal) => ({
    title: 'আপনার পছন্দ করা একটি আসন্ন খাবার মেনুতে এসেছে',
    body: `${meal.title} এখন মেনুতে। উপভোগ করুন!`,
  }),
  newMealInCategory: (meal) => ({
    title: `${SITTING_NAMES.bn[meal.category]}-এর মেনুতে নতুন`,
    body: `${meal.title} এইমাত্র যোগ হয়েছে। আপনি আগে ${SITTING_NAMES.bn[meal.category]} চেয়েছেন, তাই এটি আপনার ভালো লাগতে পারে।`,
  }),
  supportReply: (thread) => ({
    title: 'রান্নাঘর আপনাকে উত্তর দিয়েছে',
    body: `"${thread.subject}"-এ একটি উত্তর এসেছে।`,
  }),
  supportThreadOpened: (thread) => ({
    title: thread.priority ? 'অগ্রাধিকারের নতুন সহায়তার আলাপ' : 'সহায়তার নতুন আলাপ',
    body: `${who(thread.authorName)} জানতে চান: "${thread.subject}"।`,
  }),
  supportResidentReply: (thread) => ({
    title: 'একজন বাসিন্দা আবার লিখেছেন',
    body: `${who(thread.authorName)} "${thread.subject}"-এ উত্তর দিয়েছেন।`,
  }),
};

/** A notification in every language; each person gets the one they read. */
export type NotificationTexts = Record<Language, NotificationText>;

/** notificationTexts, each entry giving the English and the Bangla at once. */
export const notificationTextsInEvery = Object.fromEntries(
  (Object.keys(notificationTexts) as (keyof Texts)[]).map((key) => [
    key,
    (...args: never[]): NotificationTexts => {
      const en = (notificationTexts[key] as (...a: never[]) => NotificationText)(...args);
      const bn = (WORDS_BN[key] as (...a: never[]) => Pick<NotificationText, 'title' | 'body'>)(
        ...args,
      );
      return { en, bn: { ...en, ...bn } };
    },
  ]),
) as { [K in keyof Texts]: (...args: Parameters<Texts[K]>) => NotificationTexts };

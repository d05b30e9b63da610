import type { BOARD_MESSAGES } from './board-messages';
import type { Sitting } from './schemas/mess-calendar';
import { SITTING_NAMES_BN } from './sitting-names';
import type { MENU_NEWS_MESSAGES } from './menu-news-texts';
import type { MessageCatalogue } from './messages-bn';
import type { PICKUP_MESSAGES } from './pickup-messages';
import type { CARD_MESSAGES } from './schemas/card';
import type { IMAGE_UPLOAD_MESSAGES } from './schemas/image';
import { IMAGE_UPLOAD_MAX_BYTES } from './schemas/image';

/** A sitting's Bangla name: 'Lunch' → 'দুপুরের খাবার'. */
const sittingBn = (sitting: Sitting) => SITTING_NAMES_BN[sitting];
const at = (cutoff: { date: string; time: string }) => `${cutoff.date}, ${cutoff.time}`;

/** The Bangla of the server's shared catalogues, key for key (the type refuses a missing one). */
export const BOARD_MESSAGES_BN: MessageCatalogue<typeof BOARD_MESSAGES> = {
  loginRequired: 'মেস বোর্ড ব্যবহার করতে সাইন ইন করুন।',
  locked: (sitting, date, cutoff) =>
    `${date}-এর ${sittingBn(sitting)} বন্ধ হয়ে গেছে: এর শেষ সময় ছিল ${at(cutoff)}। রান্নাঘরের হিসাব চূড়ান্ত।`,
  noMenu: (sitting, date) =>
    `${date}-এর ${sittingBn(sitting)}-এর জন্য কিছুই পরিকল্পনা করা নেই, তাই এর কোনো বোর্ড নেই।`,
  menuLocked: (sitting, date, cutoff) =>
    `${date}-এর ${sittingBn(sitting)}-এর শেষ সময় ${at(cutoff)} পেরিয়ে গেছে: এর মেনু আর বদলানো যাবে না।`,
  unknownMeals: (ids) => `এই আইডির কোনো খাবার নেই: ${ids.join(', ')}। তালিকা থেকে খাবার বেছে নিন।`,
  mealOnFutureMenu: (title, uses) => {
    const [first] = uses;
    const more = uses.length > 1 ? ` (আরও ${uses.length - 1}টি)` : '';
    const when = first ? `${first.date}-এর ${sittingBn(first.sitting)}-এর ` : '';
    return `"${title}" ${when}মেনুতে আছে${more}। আগে মেনু থেকে সরান।`;
  },
  leftoversTooEarly: (sitting, date, startsAt) =>
    `${date}-এর ${sittingBn(sitting)} এখনো শুরু হয়নি (${startsAt}): শুরু হওয়ার পরে রান্না ও বেঁচে যাওয়া খাবার লিখুন।`,
  notStudentNote: 'বোর্ড শুধু বাসিন্দাদের গোনে: অ্যাডমিনের পছন্দ রাখা হয়, কিন্তু গোনা হয় না।',
  turnedOn: (sitting) => `আপনি ${sittingBn(sitting)}-এর বোর্ডে আছেন।`,
  turnedOff: (sitting) => `আপনার ${sittingBn(sitting)} বন্ধ।`,
};

export const PICKUP_MESSAGES_BN: MessageCatalogue<typeof PICKUP_MESSAGES> = {
  codeUnknown:
    'এই পিকআপ কোডের সাথে কিছু মেলেনি। কোডটি আবার দেখুন, অথবা বাসিন্দাকে কোডটি আবার খুলতে বলুন।',
  alreadyCollected: (time) => `${time}-এ আগেই নিয়ে গেছেন`,
  requestCancelled: 'এই অনুরোধটি বাতিল হয়েছে, তাই দেওয়ার মতো কিছু নেই।',
  otherDay: (day, today) =>
    `এই কোড ${day}-এর, আজকের (${today}) নয়। যেদিনের কোড, শুধু সেদিনই খাবার নেওয়া যাবে।`,
  sittingTurnedOff: (sitting) =>
    `এই বাসিন্দা আজ ${sittingBn(sitting)} বন্ধ রেখেছেন, তাই দেওয়ার মতো কিছু নেই।`,
  notOnBoard: (sitting) =>
    `এই বাসিন্দা আজকের ${sittingBn(sitting)}-এর বোর্ডে নেই (শেষ সময়ের পরে যোগ দিয়েছেন)।`,
  ambiguousShortCode: 'এই ছোট কোড একাধিক পিকআপের সাথে মেলে। এর বদলে QR কোডটি স্ক্যান করুন।',
  collected: (title, name) => `${name}-কে ${title} দেওয়া হয়েছে।`,
};

export const IMAGE_UPLOAD_MESSAGES_BN: MessageCatalogue<typeof IMAGE_UPLOAD_MESSAGES> = {
  wrongType: 'শুধু JPEG, PNG, WebP, GIF বা AVIF ছবি আপলোড করা যায়।',
  tooLarge: `ছবিটি ${IMAGE_UPLOAD_MAX_BYTES / (1024 * 1024)} MB-এর চেয়ে বড়। আরও ছোট একটি ছবি বেছে নিন।`,
  tooManyPixels: 'ছবিটিতে পিক্সেল খুব বেশি (৪০ মেগাপিক্সেলের বেশি)। আরও ছোট একটি ছবি বেছে নিন।',
  missing: 'আপলোড করার জন্য একটি ছবি বেছে নিন।',
  unreadable: 'ছবিটি পড়া গেল না। এটি হয়তো নষ্ট; অন্য একটি ছবি বেছে নিন।',
};

export const CARD_MESSAGES_BN: MessageCatalogue<typeof CARD_MESSAGES> = {
  numberIncomplete: 'আপনার কার্ড নম্বর অসম্পূর্ণ।',
  numberInvalid: 'আপনার কার্ড নম্বর সঠিক নয়।',
  expiryIncomplete: 'আপনার কার্ডের মেয়াদের তারিখ অসম্পূর্ণ।',
  expiryMonthInvalid: 'আপনার কার্ডের মেয়াদের মাস সঠিক নয়।',
  expiryYearInvalid: 'আপনার কার্ডের মেয়াদের বছর সঠিক নয়।',
  expiryPast: 'আপনার কার্ডের মেয়াদ পেরিয়ে গেছে।',
  cvcIncomplete: 'আপনার কার্ডের নিরাপত্তা কোড অসম্পূর্ণ।',
  declined: 'আপনার কার্ড প্রত্যাখ্যাত হয়েছে।',
  insufficientFunds: 'আপনার কার্ডে যথেষ্ট টাকা নেই।',
  expiredCard: 'আপনার কার্ডের মেয়াদ শেষ।',
  incorrectCvc: 'আপনার কার্ডের নিরাপত্তা কোড ভুল।',
  notATestCard:
    'আপনার কার্ড প্রত্যাখ্যাত হয়েছে। অনুরোধটি টেস্ট মোডে ছিল, কিন্তু আসল কার্ড ব্যবহার করা হয়েছে। 4242 4242 4242 4242-এর মতো একটি টেস্ট কার্ড ব্যবহার করুন।',
};

export const MENU_NEWS_MESSAGES_BN: MessageCatalogue<typeof MENU_NEWS_MESSAGES> = {
  nothingPlanned: (monday) =>
    `${monday}-এর সপ্তাহে কিছুই পরিকল্পনা করা নেই: প্রকাশের আগে অন্তত একটি বেলা পরিকল্পনা করুন।`,
  weekOver: (monday) => `${monday}-এর সপ্তাহ শেষ হয়ে গেছে: এই সপ্তাহের বা পরের কোনো মেনু প্রকাশ করুন।`,
  remindersForResidents: 'শেষ সময়ের রিমাইন্ডার বোর্ডের বাসিন্দাদের জন্য: অ্যাডমিন বোর্ডে থাকেন না।',
  reminderLoginRequired: 'শেষ সময়ের আগে রিমাইন্ডার পেতে সাইন ইন করুন।',
};

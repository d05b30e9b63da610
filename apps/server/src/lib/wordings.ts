import type { Wording } from '@messmate/shared/wording';

/** Refusals several parts of the server give in the same words. */
export const WORDINGS = {
  adminsOnly: { en: 'Only admins can do this.', bn: 'শুধু অ্যাডমিনরা এটি করতে পারেন।' },
  mealNotFound: { en: 'Meal not found.', bn: 'খাবারটি পাওয়া যায়নি।' },
  reviewNotFound: { en: 'Review not found.', bn: 'রিভিউটি পাওয়া যায়নি।' },
  requestNotFound: { en: 'Meal request not found.', bn: 'খাবারের অনুরোধটি পাওয়া যায়নি।' },
  imageNotFound: { en: 'Image not found.', bn: 'ছবিটি পাওয়া যায়নি।' },
  noUserWithEmail: {
    en: 'No user has that email address.',
    bn: 'এই ইমেইল ঠিকানায় কোনো ব্যবহারকারী নেই।',
  },
  accountGone: { en: 'Your account no longer exists.', bn: 'আপনার অ্যাকাউন্টটি আর নেই।' },
  notYourPayment: {
    en: 'This payment was started by another account.',
    bn: 'এই পেমেন্টটি অন্য একটি অ্যাকাউন্ট থেকে শুরু হয়েছিল।',
  },
} as const satisfies Record<string, Wording>;

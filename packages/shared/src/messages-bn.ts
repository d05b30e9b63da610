import type { MESSAGES } from './messages';

/** A catalogue shaped like its English one: texts stay texts, functions keep their arguments. */
export type MessageCatalogue<T> = {
  readonly [K in keyof T]: T[K] extends (...args: infer A) => string
    ? (...args: A) => string
    : string;
};

/**
 * The Bangla of `MESSAGES`, key for key (the type refuses a missing one). Loaded by the browser only
 * for Bangla readers, and by the server for the messages it writes in a reader's language.
 */
export const MESSAGES_BN: MessageCatalogue<typeof MESSAGES> = {
  registrationSuccess: 'নিবন্ধন সফল হয়েছে!',
  registrationSaveFailed: 'ব্যবহারকারীর তথ্য সংরক্ষণ করা যায়নি',
  registrationFailed: 'নিবন্ধন ব্যর্থ হয়েছে',
  googleLoginSuccess: 'Google দিয়ে লগইন সফল হয়েছে!',
  googleSaveFailed: 'Google ব্যবহারকারীর তথ্য সংরক্ষণ করা যায়নি',
  googleFailed: 'Google দিয়ে সাইন ইন ব্যর্থ হয়েছে',
  adminLoginSuccess: 'অ্যাডমিন লগইন সফল হয়েছে!',
  studentLoginSuccess: 'শিক্ষার্থী লগইন সফল হয়েছে!',
  loginRoleMismatch: (chosen: string, actual: string) =>
    `আপনি ${chosen.toLowerCase() === 'admin' ? 'অ্যাডমিন' : 'শিক্ষার্থী'} বেছে নিয়েছেন, কিন্তু এটি ${actual === 'admin' ? 'একটি অ্যাডমিন' : 'একটি শিক্ষার্থী'} অ্যাকাউন্ট। আপনি ${actual === 'admin' ? 'অ্যাডমিন' : 'শিক্ষার্থী'} হিসেবে সাইন ইন করেছেন।`,
  userAlreadyExists: 'এই ব্যবহারকারী আগে থেকেই আছেন',
  profileSaved: 'প্রোফাইল সংরক্ষিত হয়েছে।',
  photoSaved: 'ছবি হালনাগাদ হয়েছে।',
  photoRemoved: 'ছবি সরানো হয়েছে।',
  passwordChanged: 'পাসওয়ার্ড বদলানো হয়েছে। আপনার অন্য ডিভাইসগুলো থেকে সাইন আউট করা হয়েছে।',
  currentPasswordWrong: 'আপনার বর্তমান পাসওয়ার্ডটি সঠিক নয়।',
  resetLinkSent:
    'ওই ইমেইলে কোনো অ্যাকাউন্ট থাকলে, পাসওয়ার্ড রিসেটের একটি লিংক পাঠানো হচ্ছে। লিংকটি এক ঘণ্টা কাজ করবে।',
  resetByAdmin:
    'এই সার্ভারে ইমেইলে পাসওয়ার্ড রিসেট চালু নেই। হোস্টেলের একজন অ্যাডমিনকে বলুন: তিনি আপনাকে এককালীন রিসেট লিংক বানিয়ে দিতে পারবেন।',
  passwordResetDone: 'আপনার পাসওয়ার্ড বদলানো হয়েছে। নতুন পাসওয়ার্ড দিয়ে লগইন করুন।',
  resetLinkMissing: 'এই পাতার জন্য আপনার রিসেট ইমেইলের লিংকটি লাগবে। নতুন একটি চেয়ে নিন।',

  likeLoginRequired: 'পছন্দ করতে লগইন করুন',
  requestLoginRequired: 'খাবার চাইতে লগইন করুন',
  requestNeedsSubscription: 'খাবার চাইতে আপনার সদস্যপদ থাকতে হবে',
  requestSuccess: 'খাবার চাওয়া হয়েছে!',
  requestFailed: 'খাবার চাওয়া যায়নি',

  reviewLoginRequired: 'রিভিউ দিতে লগইন করুন',
  reviewEmpty: 'রিভিউ খালি রাখা যাবে না',
  reviewEditEmpty: 'রিভিউ খালি রাখা যাবে না!',
  reviewSuccess: 'রিভিউ জমা হয়েছে!',
  reviewFailed: 'রিভিউ জমা দেওয়া যায়নি',
  somethingWentWrong: 'কিছু একটা ভুল হয়েছে',
  reviewDeleted: '✅ রিভিউ মুছে ফেলা হয়েছে',
  reviewDeleteFailed: '❌ রিভিউ মুছে ফেলা যায়নি',
  reviewDeleteFailedDetail: 'রিভিউটি মুছে ফেলা যায়নি।',
  reviewUpdateFailed: 'রিভিউটি হালনাগাদ করা যায়নি।',

  paymentInitFailed: 'পেমেন্ট শুরু করা যায়নি।',
  cardElementMissing: 'কার্ডের ঘর পাওয়া যায়নি।',
  paymentSaveFailed: 'পেমেন্ট সংরক্ষণ করা যায়নি। অনুগ্রহ করে সহায়তায় যোগাযোগ করুন।',
  paymentSuccess: 'পেমেন্ট সফল হয়েছে! ব্যাজ হালনাগাদ হয়েছে',
  packageActivated: (plan: string) => `${plan} প্যাকেজ চালু হয়েছে!`,

  mealAddFailed: '❌ খাবার যোগ করা যায়নি।',
  mealAddFailedRetry: '❌ খাবার যোগ করা যায়নি। আবার চেষ্টা করুন।',
  mealAddSuccess: '🍽️ খাবার সফলভাবে যোগ হয়েছে!',
  upcomingAddSuccess: '✅ আসন্ন খাবার যোগ হয়েছে!',
  publishFailed: '❌ খাবার প্রকাশ করা যায়নি',
  publishSuccess: '✅ খাবার সফলভাবে প্রকাশিত হয়েছে!',
  upcomingLikeNotAllowed: '❌ শুধু সিলভার, গোল্ড বা প্লাটিনাম সদস্যরা পছন্দ করতে পারেন',
  likeSuccess: '❤️ পছন্দ করা হয়েছে!',
  likeFailed: '❌ কিছু একটা ভুল হয়েছে।',

  confirmTitle: 'আপনি কি নিশ্চিত?',
  makeAdminDoneTitle: 'হালনাগাদ হয়েছে!',
  makeAdminDoneText: 'ব্যবহারকারীকে অ্যাডমিন করা হয়েছে।',
  mealDeletedTitle: 'মুছে ফেলা হয়েছে!',
  mealDeletedText: 'খাবারটি সরিয়ে ফেলা হয়েছে।',

  noUsers: 'কোনো ব্যবহারকারী পাওয়া যায়নি',
  noRequests: 'চাওয়া কোনো খাবার পাওয়া যায়নি।',
  noReviews: 'আপনি এখনো কোনো রিভিউ দেননি।',
  noPayments: 'আপনার এখনো কোনো পেমেন্ট নেই।',
  noMoreMeals: 'আর কোনো খাবার নেই',
  pageNotFound: 'পাতাটি পাওয়া যায়নি',

  platinumOnly:
    'খাবারের বিশ্লেষণ প্লাটিনাম সদস্যদের সুবিধা। আপনার চাওয়া খাবার, প্রিয় খাবার আর রেটিং সংখ্যায় দেখতে প্লাটিনামে আপগ্রেড করুন।',
  analyticsPeriodBackwards: 'সময়কালের শুরুর দিন শেষের দিনের পরে হতে পারবে না।',
  analyticsPeriodTooLong: (maxDays: number) =>
    `একটি সময়কাল সর্বোচ্চ ${maxDays} দিনের হতে পারে। আরও ছোট সময়কাল বেছে নিন।`,
  analyticsLoadFailed: 'বিশ্লেষণ লোড করা যায়নি। আবার চেষ্টা করুন।',
  offlineSavedAt: (time: string) => `আপনি অফলাইনে আছেন: ${time}-এ সংরক্ষিত তথ্য দেখানো হচ্ছে`,
  offlineNothingSaved: 'আপনি অফলাইনে আছেন: এই ডিভাইসে আগে সংরক্ষিত তথ্য দেখানো হচ্ছে',
  offlineWriteRefused: 'আপনি অফলাইনে আছেন: কিছুই পাঠানো হয়নি। আবার অনলাইনে এলে চেষ্টা করুন।',
  updateReady: 'MessMate-এর নতুন সংস্করণ তৈরি।',
  updateReload: 'আবার লোড করুন',
  pushOn: 'এই ডিভাইসে নোটিফিকেশন চালু আছে।',
  pushOff: 'এই ডিভাইসে নোটিফিকেশন বন্ধ আছে।',
  pushTurnOn: 'এই ডিভাইসে আমাকে জানান',
  pushTurnOff: 'এই ডিভাইসে আর জানাবেন না',
  pushBlocked: 'এই সাইটের নোটিফিকেশন বন্ধ করা আছে। ব্রাউজারের সেটিংসে অনুমতি দিন।',
  pushUnsupported: 'এই ব্রাউজারে MessMate-এর নোটিফিকেশন পাওয়া যায় না।',
  pushFailed: 'নোটিফিকেশন চালু করা যায়নি। সংযোগ দেখে আবার চেষ্টা করুন।',
};

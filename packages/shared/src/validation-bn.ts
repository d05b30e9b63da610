import type { Wording } from './wording';

/**
 * The Bangla of every fixed message the shared schemas declare, keyed by its English (a test
 * walks the schemas and fails on one missing here). Messages worded from a value are below.
 */
const FIXED: Readonly<Record<string, string>> = {
  'A meal can list at most 40 ingredients.': 'একটি খাবারে সর্বোচ্চ ৪০টি উপকরণ থাকতে পারে।',
  'A message can be at most 4,000 characters.': 'একটি বার্তা সর্বোচ্চ ৪,০০০ অক্ষরের হতে পারে।',
  'A review can be at most 1000 characters.': 'একটি রিভিউ সর্বোচ্চ ১০০০ অক্ষরের হতে পারে।',
  'A sitting can list at most 12 dishes.': 'এক বেলায় সর্বোচ্চ ১২টি পদ থাকতে পারে।',
  'A subject can be at most 120 characters.': 'বিষয় সর্বোচ্চ ১২০ অক্ষরের হতে পারে।',
  'At most 50 notifications at a time.': 'একবারে সর্বোচ্চ ৫০টি নোটিফিকেশন।',
  'Category must be Breakfast, Lunch or Dinner': 'ধরন হতে হবে Breakfast, Lunch বা Dinner',
  'Category must be Breakfast, Lunch or Dinner.': 'ধরন হতে হবে Breakfast, Lunch বা Dinner।',
  'Choose a meal to request.': 'কোন খাবার চান, বেছে নিন।',
  'Choose a plan: Silver, Gold or Platinum': 'একটি প্ল্যান বেছে নিন: Silver, Gold বা Platinum',
  'Choose a topic: food, request, payment, account, other.':
    'একটি বিষয় বেছে নিন: food, request, payment, account, other।',
  'Dates are written YYYY-MM-DD, for example 2026-03-12.':
    'তারিখ লিখুন YYYY-MM-DD আকারে, যেমন 2026-03-12।',
  'Each dish can be listed once per sitting.': 'প্রতি বেলায় একটি পদ একবারই রাখা যায়।',
  'Each ingredient can be at most 80 characters.': 'প্রতিটি উপকরণ সর্বোচ্চ ৮০ অক্ষরের হতে পারে।',
  'Give the times of Breakfast, Lunch and Dinner, each once.':
    'Breakfast, Lunch ও Dinner-এর সময় দিন, প্রতিটি একবার।',
  'Give the times of Breakfast, Lunch and Dinner.': 'Breakfast, Lunch ও Dinner-এর সময় দিন।',
  'Limit can be at most 60': 'সীমা সর্বোচ্চ ৬০ হতে পারে',
  'Limit cannot be negative': 'সীমা ঋণাত্মক হতে পারে না',
  'Limit must be a number': 'সীমা একটি সংখ্যা হতে হবে',
  'Limit must be a whole number': 'সীমা একটি পূর্ণ সংখ্যা হতে হবে',
  'Maximum price must be a number': 'সর্বোচ্চ দাম একটি সংখ্যা হতে হবে',
  'Minimum price must be a number': 'সর্বনিম্ন দাম একটি সংখ্যা হতে হবে',
  'Please enter a valid email address.': 'একটি সঠিক ইমেইল ঠিকানা লিখুন।',
  'Please enter the description.': 'বিবরণ লিখুন।',
  'Please enter the price as a number of taka.': 'দাম টাকার সংখ্যায় লিখুন।',
  'Please enter the title.': 'নাম লিখুন।',
  'Please enter your name.': 'আপনার নাম লিখুন।',
  'Please enter your password to delete your account.': 'অ্যাকাউন্ট মুছতে আপনার পাসওয়ার্ড লিখুন।',
  'Please give a valid email address.': 'একটি সঠিক ইমেইল ঠিকানা দিন।',
  'Please list at least one ingredient.': 'অন্তত একটি উপকরণ লিখুন।',
  'Please list the ingredients, separated by commas.': 'উপকরণগুলো কমা দিয়ে আলাদা করে লিখুন।',
  'Please upload a photo of the meal.': 'খাবারের একটি ছবি আপলোড করুন।',
  'Portions cooked cannot be negative.': 'রান্না করা পরিমাণ ঋণাত্মক হতে পারে না।',
  'Portions cooked is too large.': 'রান্না করা পরিমাণ খুব বেশি।',
  'Portions cooked must be a whole number.': 'রান্না করা পরিমাণ একটি পূর্ণ সংখ্যা হতে হবে।',
  'Portions left cannot be more than portions cooked.':
    'বেঁচে যাওয়া পরিমাণ রান্না করা পরিমাণের চেয়ে বেশি হতে পারে না।',
  'Portions left cannot be negative.': 'বেঁচে যাওয়া পরিমাণ ঋণাত্মক হতে পারে না।',
  'Portions left is too large.': 'বেঁচে যাওয়া পরিমাণ খুব বেশি।',
  'Portions left must be a whole number.': 'বেঁচে যাওয়া পরিমাণ একটি পূর্ণ সংখ্যা হতে হবে।',
  'Rating must be a whole number from 1 to 5.': 'রেটিং ১ থেকে ৫-এর মধ্যে একটি পূর্ণ সংখ্যা হতে হবে।',
  'Review cannot be empty': 'রিভিউ খালি রাখা যাবে না',
  'Role must be student or admin.': 'ভূমিকা হতে হবে student বা admin।',
  'Scan a pickup code or type its short code.': 'একটি পিকআপ কোড স্ক্যান করুন, অথবা এর ছোট কোডটি লিখুন।',
  'Search must be a single text value': 'খোঁজার লেখা একটিই হতে হবে',
  'Search must be at most 100 characters': 'খোঁজার লেখা সর্বোচ্চ ১০০ অক্ষরের হতে পারে',
  'Send at least one notification id.': 'অন্তত একটি নোটিফিকেশনের আইডি পাঠান।',
  'Send the ids of the notifications to mark as read.':
    'যেসব নোটিফিকেশন পড়া হয়েছে বলে চিহ্নিত করবেন, সেগুলোর আইডি পাঠান।',
  'Skip cannot be negative': 'বাদ দেওয়ার সংখ্যা ঋণাত্মক হতে পারে না',
  'Skip is too large': 'বাদ দেওয়ার সংখ্যা খুব বেশি',
  'Skip must be a number': 'বাদ দেওয়ার সংখ্যা একটি সংখ্যা হতে হবে',
  'Skip must be a whole number': 'বাদ দেওয়ার সংখ্যা একটি পূর্ণ সংখ্যা হতে হবে',
  'Sort must be one of newest, likes, rating, priceAsc, priceDesc':
    'সাজানোর ধরন হতে হবে newest, likes, rating, priceAsc, priceDesc-এর একটি',
  'Status must be open or closed.': 'অবস্থা হতে হবে open বা closed।',
  'Status must be open, answered or closed.': 'অবস্থা হতে হবে open, answered বা closed।',
  'Status must be pending or delivered.': 'অবস্থা হতে হবে pending বা delivered।',
  'That is not a pickup code.': 'এটি কোনো পিকআপ কোড নয়।',
  'That is not your password.': 'এটি আপনার পাসওয়ার্ড নয়।',
  "The 'from' day must be a date as YYYY-MM-DD, e.g. 2025-06-01.":
    "'from' দিনটি YYYY-MM-DD আকারের তারিখ হতে হবে, যেমন 2025-06-01।",
  "The 'to' day must be a date as YYYY-MM-DD, e.g. 2025-06-01.":
    "'to' দিনটি YYYY-MM-DD আকারের তারিখ হতে হবে, যেমন 2025-06-01।",
  'The amount is too large': 'পরিমাণটি খুব বড়',
  'The amount must be a number': 'পরিমাণ একটি সংখ্যা হতে হবে',
  'The amount must be a whole number of poisha (price × 100)':
    'পরিমাণ পয়সার পূর্ণ সংখ্যা হতে হবে (দাম × 100)',
  'The amount must be positive': 'পরিমাণ ধনাত্মক হতে হবে',
  'The Bangla description can be at most 2000 characters.':
    'বাংলা বিবরণ সর্বোচ্চ ২০০০ অক্ষরের হতে পারে।',
  'The Bangla description must be text.': 'বাংলা বিবরণ লেখা হতে হবে।',
  'The Bangla title can be at most 120 characters.': 'বাংলা শিরোনাম সর্বোচ্চ ১২০ অক্ষরের হতে পারে।',
  'The Bangla title must be text.': 'বাংলা শিরোনাম লেখা হতে হবে।',
  'The description can be at most 2000 characters.': 'বিবরণ সর্বোচ্চ ২০০০ অক্ষরের হতে পারে।',
  'The email is too long.': 'ইমেইলটি খুব লম্বা।',
  'The hall can be at most 60 characters.': 'হলের নাম সর্বোচ্চ ৬০ অক্ষরের হতে পারে।',
  'The hall must be text.': 'হলের নাম লেখা হতে হবে।',
  'The image address is too long.': 'ছবির ঠিকানাটি খুব লম্বা।',
  "The language must be 'en' (English) or 'bn' (Bangla).":
    "ভাষা হতে হবে 'en' (ইংরেজি) বা 'bn' (বাংলা)।",
  'The meal id is missing.': 'খাবারের আইডি নেই।',
  'The meal id is not valid.': 'খাবারের আইডি সঠিক নয়।',
  'The meal request id is missing.': 'খাবারের অনুরোধের আইডি নেই।',
  'The meal request id is not valid.': 'খাবারের অনুরোধের আইডি সঠিক নয়।',
  'The name can be at most 100 characters.': 'নাম সর্বোচ্চ ১০০ অক্ষরের হতে পারে।',
  'The note can be at most 120 characters.': 'নোট সর্বোচ্চ ১২০ অক্ষরের হতে পারে।',
  'The note must be text.': 'নোট লেখা হতে হবে।',
  'The notification id is missing.': 'নোটিফিকেশনের আইডি নেই।',
  'The notification id is not valid.': 'নোটিফিকেশনের আইডি সঠিক নয়।',
  'The page cursor is not valid. Start again from the first page.':
    'পাতার কার্সরটি সঠিক নয়। প্রথম পাতা থেকে আবার শুরু করুন।',
  'The page is too far.': 'পাতাটি অনেক দূরে।',
  'The page must be a whole number from 1.': 'পাতা ১ বা তার বেশি একটি পূর্ণ সংখ্যা হতে হবে।',
  'The page size can be at most 50.': 'পাতার আকার সর্বোচ্চ ৫০ হতে পারে।',
  'The page size must be a number.': 'পাতার আকার একটি সংখ্যা হতে হবে।',
  'The page size must be a whole number from 1 to 100.':
    'পাতার আকার ১ থেকে ১০০-এর মধ্যে একটি পূর্ণ সংখ্যা হতে হবে।',
  'The page size must be a whole number.': 'পাতার আকার একটি পূর্ণ সংখ্যা হতে হবে।',
  'The page size must be at least 1.': 'পাতার আকার অন্তত ১ হতে হবে।',
  'The photo URL can be at most 1000 characters.': 'ছবির URL সর্বোচ্চ ১০০০ অক্ষরের হতে পারে।',
  'The photo URL must start with http:// or https://':
    'ছবির URL http:// বা https:// দিয়ে শুরু হতে হবে',
  'The price can be at most ৳100000.': 'দাম সর্বোচ্চ ৳100000 হতে পারে।',
  'The price can have at most 2 decimals (whole poisha).':
    'দামে দশমিকের পরে সর্বোচ্চ ২ অঙ্ক থাকতে পারে (পূর্ণ পয়সা)।',
  'The price must be more than ৳0.': 'দাম ৳0-এর বেশি হতে হবে।',
  'The push endpoint address is too long.': 'পুশ এন্ডপয়েন্টের ঠিকানাটি খুব লম্বা।',
  'The push endpoint must be a web address.': 'পুশ এন্ডপয়েন্ট একটি ওয়েব ঠিকানা হতে হবে।',
  'The push endpoint must be an https address.': 'পুশ এন্ডপয়েন্ট একটি https ঠিকানা হতে হবে।',
  'The rating must be a number of stars from 1 to 5.': 'রেটিং ১ থেকে ৫ তারার মধ্যে হতে হবে।',
  'The rating must be a whole number of stars from 1 to 5.':
    'রেটিং ১ থেকে ৫-এর মধ্যে পূর্ণ সংখ্যার তারা হতে হবে।',
  'The review id is missing.': 'রিভিউয়ের আইডি নেই।',
  'The review id is not valid.': 'রিভিউয়ের আইডি সঠিক নয়।',
  'The room number can be at most 20 characters.': 'রুম নম্বর সর্বোচ্চ ২০ অক্ষরের হতে পারে।',
  'The room number must be text.': 'রুম নম্বর লেখা হতে হবে।',
  'The search text is too long.': 'খোঁজার লেখাটি খুব লম্বা।',
  'The sitting must be Breakfast, Lunch or Dinner.': 'বেলা হতে হবে Breakfast, Lunch বা Dinner।',
  'The subscription has no keys.': 'সাবস্ক্রিপশনে কোনো কী নেই।',
  "The subscription's auth key is missing.": 'সাবস্ক্রিপশনের auth কী নেই।',
  "The subscription's auth key is not base64url.": 'সাবস্ক্রিপশনের auth কী base64url নয়।',
  "The subscription's auth key is too long.": 'সাবস্ক্রিপশনের auth কী খুব লম্বা।',
  "The subscription's auth key is too short.": 'সাবস্ক্রিপশনের auth কী খুব ছোট।',
  "The subscription's p256dh key is missing.": 'সাবস্ক্রিপশনের p256dh কী নেই।',
  "The subscription's p256dh key is not base64url.": 'সাবস্ক্রিপশনের p256dh কী base64url নয়।',
  "The subscription's p256dh key is too long.": 'সাবস্ক্রিপশনের p256dh কী খুব লম্বা।',
  "The subscription's p256dh key is too short.": 'সাবস্ক্রিপশনের p256dh কী খুব ছোট।',
  'The support thread id is missing.': 'সহায়তার আলাপের আইডি নেই।',
  'The support thread id is not valid.': 'সহায়তার আলাপের আইডি সঠিক নয়।',
  'The title can be at most 120 characters.': 'নাম সর্বোচ্চ ১২০ অক্ষরের হতে পারে।',
  'The transaction id is missing': 'লেনদেনের আইডি নেই',
  'The upcoming meal id is missing.': 'আসন্ন খাবারের আইডি নেই।',
  'The upcoming meal id is not valid.': 'আসন্ন খাবারের আইডি সঠিক নয়।',
  'Times are written HH:MM on a 24-hour clock, for example 13:00.':
    'সময় লিখুন ২৪ ঘণ্টার ঘড়িতে HH:MM আকারে, যেমন 13:00।',
  'Write a message.': 'একটি বার্তা লিখুন।',
  'Write a subject.': 'একটি বিষয় লিখুন।',
  'Your card number is invalid.': 'আপনার কার্ড নম্বর সঠিক নয়।',
  "Your card's expiration date is invalid.": 'আপনার কার্ডের মেয়াদের তারিখ সঠিক নয়।',
  "Your card's security code is invalid.": 'আপনার কার্ডের নিরাপত্তা কোড সঠিক নয়।',
  'cutoffDayBefore must be true or false.': 'cutoffDayBefore হতে হবে true বা false।',
  "defaultBoard must be 'in' or 'out'.": "defaultBoard হতে হবে 'in' বা 'out'।",
  'eating must be true or false.': 'eating হতে হবে true বা false।',
  'mealIds must be a list of meal ids (empty to remove).':
    'mealIds খাবারের আইডির একটি তালিকা হতে হবে (সরাতে খালি)।',
  'on must be true or false.': 'on হতে হবে true বা false।',
  'The range ends before it starts: `to` must be on or after `from`.':
    'সময়সীমা শুরুর আগেই শেষ: `to` হতে হবে `from`-এর দিন বা তার পরে।',
};

/** Messages a refinement words from the value: the English pattern and its Bangla. */
const WORDED: readonly [RegExp, (...parts: string[]) => string][] = [
  [
    /^A range can be at most (\d+) days; this one is (\d+)\.$/,
    (max, days) => `একটি সময়সীমা সর্বোচ্চ ${max} দিনের হতে পারে; এটি ${days} দিনের।`,
  ],
  [
    /^A week starts on a Monday: (\S+) is a (\w+)\.$/,
    (date) => `সপ্তাহ শুরু হয় সোমবারে: ${date} সোমবার নয়।`,
  ],
  [/^(\S+) is not a date on the calendar\.$/, (date) => `${date} ক্যালেন্ডারের কোনো তারিখ নয়।`],
  [/^Give the times of (\w+) exactly once\.$/, (name) => `${name}-এর সময় ঠিক একবার দিন।`],
  [
    /^(\w+) must end after it starts \(([\d:]+)\)\.$/,
    (sitting, starts) => `${sitting} শুরুর (${starts}) পরে শেষ হতে হবে।`,
  ],
  [
    /^(\w+)'s cut-off must be at or before it starts \(([\d:]+)\)\.$/,
    (sitting, starts) => `${sitting}-এর শেষ সময় শুরুর (${starts}) সময়ে বা তার আগে হতে হবে।`,
  ],
];

/** The Bangla of a message our schemas give, or undefined for one they do not (zod's own). */
export function validationMessageBn(english: string): string | undefined {
  const fixed = FIXED[english];
  if (fixed !== undefined) return fixed;
  for (const [pattern, bangla] of WORDED) {
    const match = pattern.exec(english);
    if (match) return bangla(...match.slice(1));
  }
  return undefined;
}

/** A schema's message in every language the server writes (English where we have no Bangla). */
export function validationWording(english: string): Wording {
  return { en: english, bn: validationMessageBn(english) ?? english };
}

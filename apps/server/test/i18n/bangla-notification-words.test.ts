import { describe, expect, it } from 'vitest';
import { cutoffReminderText, menuPublishedText } from '@messmate/shared/menu-news-texts';
import { notificationTextsInEvery as texts } from '@messmate/shared/notification-texts-bn';

/** Each Bangla notification and push the server words from values, title and body word for word. */
const bangla = (entry: { bn: { title: string; body: string } }) => [entry.bn.title, entry.bn.body];

describe('the notifications in Bangla', () => {
  it.each([
    [
      texts.requestServed({ mealId: 'm-1', mealTitle: 'বিফ তেহারি' }),
      'আপনার খাবার দেওয়া হয়েছে',
      'বিফ তেহারি দেওয়া হয়েছে। খাবার উপভোগ করুন!',
    ],
    [
      texts.requestServed({ mealId: 'm-1', mealTitle: 'Beef Tehari', mealTitleBn: 'বিফ তেহারি' }),
      'আপনার খাবার দেওয়া হয়েছে',
      'বিফ তেহারি দেওয়া হয়েছে। খাবার উপভোগ করুন!',
    ],
    [
      texts.newRequest({ requesterName: 'Rahim', mealTitle: 'Dal' }),
      'খাবারের নতুন অনুরোধ',
      'Rahim Dal চেয়েছেন। এটি Serve Meals-এ অপেক্ষা করছে।',
    ],
    [
      texts.requestCancelled({ requesterName: '  ', mealTitle: 'Dal' }),
      'খাবারের অনুরোধ বাতিল',
      'একজন বাসিন্দা Dal-এর অনুরোধ বাতিল করেছেন। দেওয়ার মতো কিছু নেই।',
    ],
    [
      texts.requestOfFormerResident({ mealTitle: 'Dal' }),
      'খাবারের অনুরোধ বন্ধ',
      'একজন সাবেক বাসিন্দার Dal-এর অনুরোধ বন্ধ: তিনি তাঁর অ্যাকাউন্ট মুছে ফেলেছেন। দেওয়ার মতো কিছু নেই।',
    ],
    [
      texts.requestHandled({ requesterName: 'Rahim', mealTitle: 'Dal', servedBy: '' }),
      'খাবারের অনুরোধ পূরণ হয়েছে',
      'Rahim-এর Dal-এর অনুরোধ পূরণ করেছেন একজন অ্যাডমিন।',
    ],
    [
      texts.badgeActivated({ plan: 'Gold', raised: true, badge: 'Gold' }),
      'Gold প্যাকেজ চালু হয়েছে!',
      'আপনার ব্যাজ এখন Gold। ধন্যবাদ!',
    ],
    [
      texts.badgeActivated({ plan: 'Silver', raised: false, badge: 'Platinum' }),
      'Silver প্যাকেজ চালু হয়েছে!',
      'পেমেন্ট পাওয়া গেছে। আপনার Platinum ব্যাজই থাকছে, যাতে Silver-এর সবকিছু আগে থেকেই আছে।',
    ],
    [
      texts.upcomingPublished({ mealId: 'm-1', title: 'Khichuri' }),
      'আপনার পছন্দ করা একটি আসন্ন খাবার মেনুতে এসেছে',
      'Khichuri এখন মেনুতে। উপভোগ করুন!',
    ],
    [
      texts.newMealInCategory({ id: 'm-1', title: 'Paratha', category: 'Breakfast' }),
      'সকালের নাশতা-এর মেনুতে নতুন',
      'Paratha এইমাত্র যোগ হয়েছে। আপনি আগে সকালের নাশতা চেয়েছেন, তাই এটি আপনার ভালো লাগতে পারে।',
    ],
    [
      texts.supportReply({ id: 't-1', subject: 'Too salty' }),
      'রান্নাঘর আপনাকে উত্তর দিয়েছে',
      '"Too salty"-এ একটি উত্তর এসেছে।',
    ],
    [
      texts.supportThreadOpened({
        id: 't-1',
        subject: 'Too salty',
        authorName: 'Rahim',
        priority: true,
      }),
      'অগ্রাধিকারের নতুন সহায়তার আলাপ',
      'Rahim জানতে চান: "Too salty"।',
    ],
    [
      texts.supportResidentReply({ id: 't-1', subject: 'Too salty', authorName: 'Rahim' }),
      'একজন বাসিন্দা আবার লিখেছেন',
      'Rahim "Too salty"-এ উত্তর দিয়েছেন।',
    ],
  ])('%#', (entry, title, body) => {
    expect(bangla(entry)).toEqual([title, body]);
  });
});

describe("the mess board's news in Bangla", () => {
  const week = { firstDay: 'সোম 9 মার্চ', lastDay: 'রবি 15 মার্চ', mondayShort: '9 মার্চ' };

  it('words the published week by where it stands', () => {
    expect(menuPublishedText('bn', { ...week, week: 'this' }).title).toBe(
      'এই সপ্তাহের মেনু প্রকাশিত হয়েছে',
    );
    expect(menuPublishedText('bn', { ...week, week: 'next' }).title).toBe(
      'আগামী সপ্তাহের মেনু প্রকাশিত হয়েছে',
    );
    const other = menuPublishedText('bn', { ...week, week: 'other' });
    expect([other.title, other.body]).toEqual([
      '9 মার্চ থেকে শুরু সপ্তাহের মেনু প্রকাশিত হয়েছে',
      'সোম 9 মার্চ থেকে রবি 15 মার্চ পর্যন্ত কী রান্না হচ্ছে দেখুন, আর প্রতিটি সময়সীমার আগে আপনার খাবার চালু বা বন্ধ করুন।',
    ]);
  });

  it('words the cut-off reminder for one on the board and one off it', () => {
    const words = { sitting: 'Lunch' as const, day: 'মঙ্গল 10 মার্চ', closesAt: '10:30' };
    const on = cutoffReminderText('bn', { ...words, eating: true });
    expect([on.title, on.body]).toEqual([
      'দুপুরের খাবার: 10:30-এ সময়সীমা শেষ',
      'দুপুরের খাবার, মঙ্গল 10 মার্চ: আপনি বোর্ডে আছেন। না খেলে 10:30-এর আগে বন্ধ করুন।',
    ]);
    expect(cutoffReminderText('bn', { ...words, eating: false }).body).toBe(
      'দুপুরের খাবার, মঙ্গল 10 মার্চ: আপনি বোর্ডে নেই। খেতে চাইলে 10:30-এর আগে চালু করুন।',
    );
  });
});

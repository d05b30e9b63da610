import { describe, expect, it } from 'vitest';
import { MESSAGES_BN } from '@messmate/shared/messages-bn';
import { WORDS } from '@messmate/shared/server-wordings';
import { notAnUpgradeWording } from '@messmate/shared/upgrades';
import { PLANS } from '@messmate/shared';
import { tooManyAccountAttempts } from '../../src/auth/auth-errors';
import { otherDayRefusal } from '../../src/modules/pickup-codes/other-day';
import { waitInWords } from '../../src/plugins/write-rate-limit';

/** Each hand-written Bangla sentence the server builds from values, word for word. */
const cutoff = { date: '2026-03-11', time: '21:00' };
const plan = (name: string) => {
  const found = PLANS.find((p) => p.name === name);
  if (!found) throw new Error(`no plan ${name}`);
  return found;
};

describe('the board catalogue in Bangla', () => {
  it.each([
    [
      WORDS.board.locked('Lunch', '2026-03-12', cutoff),
      '2026-03-12-এর দুপুরের খাবার বন্ধ হয়ে গেছে: এর শেষ সময় ছিল 2026-03-11, 21:00। রান্নাঘরের হিসাব চূড়ান্ত।',
    ],
    [
      WORDS.board.noMenu('Dinner', '2026-03-12'),
      '2026-03-12-এর রাতের খাবার-এর জন্য কিছুই পরিকল্পনা করা নেই, তাই এর কোনো বোর্ড নেই।',
    ],
    [
      WORDS.board.menuLocked('Breakfast', '2026-03-12', cutoff),
      '2026-03-12-এর সকালের নাশতা-এর শেষ সময় 2026-03-11, 21:00 পেরিয়ে গেছে: এর মেনু আর বদলানো যাবে না।',
    ],
    [
      WORDS.board.unknownMeals(['m-1', 'm-2']),
      'এই আইডির কোনো খাবার নেই: m-1, m-2। তালিকা থেকে খাবার বেছে নিন।',
    ],
    [
      WORDS.board.mealOnFutureMenu('Beef Tehari', [
        { date: '2026-03-12', sitting: 'Lunch' },
        { date: '2026-03-14', sitting: 'Dinner' },
      ]),
      '"Beef Tehari" 2026-03-12-এর দুপুরের খাবার-এর মেনুতে আছে (আরও 1টি)। আগে মেনু থেকে সরান।',
    ],
    [
      WORDS.board.mealOnFutureMenu('Dal', [{ date: '2026-03-13', sitting: 'Breakfast' }]),
      '"Dal" 2026-03-13-এর সকালের নাশতা-এর মেনুতে আছে। আগে মেনু থেকে সরান।',
    ],
    [
      WORDS.board.leftoversTooEarly('Dinner', '2026-03-12', '19:00'),
      '2026-03-12-এর রাতের খাবার এখনো শুরু হয়নি (19:00): শুরু হওয়ার পরে রান্না ও বেঁচে যাওয়া খাবার লিখুন।',
    ],
    [WORDS.board.turnedOn('Lunch'), 'আপনি দুপুরের খাবার-এর বোর্ডে আছেন।'],
    [WORDS.board.turnedOff('Dinner'), 'আপনার রাতের খাবার বন্ধ।'],
  ])('%#: %j', (wording, bangla) => {
    expect(wording.bn).toBe(bangla);
  });
});

describe('the pickup catalogue in Bangla', () => {
  it.each([
    [WORDS.pickup.alreadyCollected('13:05'), '13:05-এ আগেই নিয়ে গেছেন'],
    [
      WORDS.pickup.sittingTurnedOff('Lunch'),
      'এই বাসিন্দা আজ দুপুরের খাবার বন্ধ রেখেছেন, তাই দেওয়ার মতো কিছু নেই।',
    ],
    [
      WORDS.pickup.notOnBoard('Dinner'),
      'এই বাসিন্দা আজকের রাতের খাবার-এর বোর্ডে নেই (শেষ সময়ের পরে যোগ দিয়েছেন)।',
    ],
    [WORDS.pickup.collected('Beef Tehari', 'Rahim'), 'Rahim-কে Beef Tehari দেওয়া হয়েছে।'],
  ])('%#: %j', (wording, bangla) => {
    expect(wording.bn).toBe(bangla);
  });

  it('keeps the English of the sitting refusals as it was, the sitting in lower case', () => {
    expect(WORDS.pickup.sittingTurnedOff('Lunch').en).toBe(
      'This resident turned lunch off today, so there is nothing to collect.',
    );
    expect(WORDS.pickup.notOnBoard('Dinner').en).toBe(
      "This resident is not on today's dinner board (they joined after its cut-off).",
    );
  });

  it('names both days of an other-day code in the reader’s own words', () => {
    const refusal = otherDayRefusal('2026-11-24', '2026-11-28');
    expect(refusal.statusCode).toBe(409);
    expect(refusal.code).toBe('PICKUP_OTHER_DAY');
    expect(refusal.wording).toEqual({
      en: 'This code is for 24 Nov 2026, not today (28 Nov 2026). It can only be collected on its own day.',
      bn: 'এই কোড 24 নভে, 2026-এর, আজকের (28 নভে, 2026) নয়। যেদিনের কোড, শুধু সেদিনই খাবার নেওয়া যাবে।',
    });
  });
});

describe('the menu news, membership and limits in Bangla', () => {
  it.each([
    [
      WORDS.menuNews.nothingPlanned('2026-03-09'),
      '2026-03-09-এর সপ্তাহে কিছুই পরিকল্পনা করা নেই: প্রকাশের আগে অন্তত একটি বেলা পরিকল্পনা করুন।',
    ],
    [
      WORDS.menuNews.weekOver('2026-03-09'),
      '2026-03-09-এর সপ্তাহ শেষ হয়ে গেছে: এই সপ্তাহের বা পরের কোনো মেনু প্রকাশ করুন।',
    ],
    [
      notAnUpgradeWording('Gold', plan('Silver')),
      'আপনার আগে থেকেই Gold ব্যাজ আছে, তাই Silver কিনলে কিছুই যোগ হবে না। আপনি Platinum-এ আপগ্রেড করতে পারেন।',
    ],
    [
      notAnUpgradeWording('Platinum', plan('Platinum')),
      'আপনার আগে থেকেই Platinum ব্যাজ আছে, তাই আবার কিনলে কিছুই যোগ হবে না। প্লাটিনাম সবচেয়ে উঁচু ব্যাজ: আর কিছু কেনার নেই।',
    ],
    [waitInWords(1_000), '1 সেকেন্ড'],
    [waitInWords(45_500), '46 সেকেন্ড'],
    [waitInWords(125_000), '3 মিনিট'],
  ])('%#: %j', (wording, bangla) => {
    expect(wording.bn).toBe(bangla);
  });

  it('words the shared messages that take a value', () => {
    expect(MESSAGES_BN.packageActivated('Gold')).toBe('Gold প্যাকেজ চালু হয়েছে!');
    expect(MESSAGES_BN.offlineSavedAt('10:30')).toBe(
      'আপনি অফলাইনে আছেন: 10:30-এ সংরক্ষিত তথ্য দেখানো হচ্ছে',
    );
  });

  it('counts the minutes of an account locked against sign-in', () => {
    expect(tooManyAccountAttempts(61).wording.bn).toBe(
      'এই অ্যাকাউন্টে অনেকবার সাইন ইনের চেষ্টা হয়েছে। 2 মিনিট পরে আবার চেষ্টা করুন।',
    );
    expect(tooManyAccountAttempts(5).wording.bn).toBe(
      'এই অ্যাকাউন্টে অনেকবার সাইন ইনের চেষ্টা হয়েছে। 1 মিনিট পরে আবার চেষ্টা করুন।',
    );
  });
});

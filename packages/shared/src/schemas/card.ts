/**
 * Card checks run in the browser before sending and again on the server, worded as Stripe
 * words them, plus Stripe's test cards, which the built-in test processor honours.
 */
export const CARD_MESSAGES = {
  numberIncomplete: 'Your card number is incomplete.',
  numberInvalid: 'Your card number is invalid.',
  expiryIncomplete: "Your card's expiration date is incomplete.",
  expiryMonthInvalid: "Your card's expiration month is invalid.",
  expiryYearInvalid: "Your card's expiration year is invalid.",
  expiryPast: "Your card's expiration date is in the past.",
  cvcIncomplete: "Your card's security code is incomplete.",
  declined: 'Your card was declined.',
  insufficientFunds: 'Your card has insufficient funds.',
  expiredCard: 'Your card has expired.',
  incorrectCvc: "Your card's security code is incorrect.",
  notATestCard:
    'Your card was declined. Your request was in test mode, but used a non test card. Use a test card such as 4242 4242 4242 4242.',
} as const;

export type CardField = 'number' | 'expiry' | 'cvc';
export interface CardProblem {
  field: CardField;
  /** Stripe's error code for it. */
  code: string;
  message: string;
}

export type TestCardOutcome =
  'succeeded' | 'declined' | 'insufficient_funds' | 'expired_card' | 'incorrect_cvc';

export const TEST_CARDS: readonly { number: string; outcome: TestCardOutcome; label: string }[] = [
  { number: '4242424242424242', outcome: 'succeeded', label: 'Succeeds' },
  { number: '5555555555554444', outcome: 'succeeded', label: 'Succeeds (Mastercard)' },
  { number: '4000000000000002', outcome: 'declined', label: 'Declined' },
  { number: '4000000000009995', outcome: 'insufficient_funds', label: 'Insufficient funds' },
  { number: '4000000000000069', outcome: 'expired_card', label: 'Expired card' },
  { number: '4000000000000127', outcome: 'incorrect_cvc', label: 'Incorrect CVC' },
];

export const digitsOnly = (text: string): string => text.replace(/\D/g, '');

/** '4242424242424242' → '4242 4242 4242 4242' (American Express: 4-6-5). */
export function formatCardNumber(text: string): string {
  const digits = digitsOnly(text).slice(0, 19);
  const groups = isAmex(digits) ? [4, 6, 5] : [4, 4, 4, 4, 3];
  const parts: string[] = [];
  let at = 0;
  for (const size of groups) {
    if (at >= digits.length) break;
    parts.push(digits.slice(at, at + size));
    at += size;
  }
  return parts.join(' ');
}

/** Digits as typed to MM/YY: '1228' → '12/28', '122' → '12/2'. */
export function formatExpiry(text: string): string {
  const digits = digitsOnly(text).slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

const isAmex = (digits: string) => /^3[47]/.test(digits);

export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let value = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      value *= 2;
      if (value > 9) value -= 9;
    }
    sum += value;
  }
  return digits.length > 0 && sum % 10 === 0;
}

function numberProblem(number: string): CardProblem | null {
  const digits = digitsOnly(number);
  const invalid = {
    field: 'number',
    code: 'invalid_number',
    message: CARD_MESSAGES.numberInvalid,
  } as const;
  if (/[^\d\s]/.test(number)) return invalid;
  if (digits.length < (isAmex(digits) ? 15 : 16)) {
    return { field: 'number', code: 'incomplete_number', message: CARD_MESSAGES.numberIncomplete };
  }
  return digits.length > 19 || !passesLuhn(digits) ? invalid : null;
}

function expiryProblem(expiry: string, now: Date): CardProblem | null {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2})\s*$/.exec(expiry);
  if (!match)
    return { field: 'expiry', code: 'incomplete_expiry', message: CARD_MESSAGES.expiryIncomplete };
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  if (month < 1 || month > 12) {
    return {
      field: 'expiry',
      code: 'invalid_expiry_month',
      message: CARD_MESSAGES.expiryMonthInvalid,
    };
  }
  const thisYear = now.getUTCFullYear();
  const thisMonth = now.getUTCMonth() + 1;
  if (year < thisYear || (year === thisYear && month < thisMonth)) {
    return { field: 'expiry', code: 'invalid_expiry_year_past', message: CARD_MESSAGES.expiryPast };
  }
  if (year > thisYear + 50) {
    return {
      field: 'expiry',
      code: 'invalid_expiry_year',
      message: CARD_MESSAGES.expiryYearInvalid,
    };
  }
  return null;
}

function cvcProblem(cvc: string, number: string): CardProblem | null {
  const wanted = isAmex(digitsOnly(number)) ? 4 : 3;
  if (!/^\d+$/.test(cvc.trim()) || cvc.trim().length !== wanted) {
    return { field: 'cvc', code: 'incomplete_cvc', message: CARD_MESSAGES.cvcIncomplete };
  }
  return null;
}

/** The first thing wrong with a card as typed, or null when it is well formed. */
export function findCardProblem(
  card: { number: string; expiry: string; cvc: string },
  now: Date = new Date(),
): CardProblem | null {
  return (
    numberProblem(card.number) ??
    expiryProblem(card.expiry, now) ??
    cvcProblem(card.cvc, card.number)
  );
}

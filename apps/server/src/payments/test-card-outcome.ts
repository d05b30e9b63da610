import {
  CARD_MESSAGES,
  digitsOnly,
  findCardProblem,
  TEST_CARDS,
  type CardDetails,
} from '@messmate/shared';
import { WORDS } from '@messmate/shared/server-wordings';
import type { Wording } from '@messmate/shared/wording';

export type CardOutcome = { ok: true } | { ok: false; code: string; message: Wording };

const REFUSALS = {
  declined: { code: 'card_declined', message: WORDS.card.declined },
  insufficient_funds: { code: 'card_declined', message: WORDS.card.insufficientFunds },
  expired_card: { code: 'expired_card', message: WORDS.card.expiredCard },
  incorrect_cvc: { code: 'incorrect_cvc', message: WORDS.card.incorrectCvc },
} as const;

/** A check's English words (a CARD_MESSAGES entry) with their Bangla. */
function cardWording(message: string): Wording {
  const key = (Object.keys(CARD_MESSAGES) as (keyof typeof CARD_MESSAGES)[]).find(
    (candidate) => CARD_MESSAGES[candidate] === message,
  );
  return key ? WORDS.card[key] : { en: message, bn: message };
}

/** What Stripe's test mode does with this card: the same checks, then the test card's scripted result. */
export function testCardOutcome(card: CardDetails, now: Date = new Date()): CardOutcome {
  const problem = findCardProblem(card, now);
  if (problem) return { ok: false, code: problem.code, message: cardWording(problem.message) };
  const digits = digitsOnly(card.number);
  const testCard = TEST_CARDS.find((candidate) => candidate.number === digits);
  if (!testCard) return { ok: false, code: 'card_declined', message: WORDS.card.notATestCard };
  if (testCard.outcome === 'succeeded') return { ok: true };
  return { ok: false, ...REFUSALS[testCard.outcome] };
}

import {
  CARD_MESSAGES,
  digitsOnly,
  findCardProblem,
  TEST_CARDS,
  type CardDetails,
} from '@messmate/shared';

export type CardOutcome = { ok: true } | { ok: false; code: string; message: string };

const REFUSALS = {
  declined: { code: 'card_declined', message: CARD_MESSAGES.declined },
  insufficient_funds: { code: 'card_declined', message: CARD_MESSAGES.insufficientFunds },
  expired_card: { code: 'expired_card', message: CARD_MESSAGES.expiredCard },
  incorrect_cvc: { code: 'incorrect_cvc', message: CARD_MESSAGES.incorrectCvc },
} as const;

/** What Stripe's test mode does with this card: the same checks, then the test card's scripted result. */
export function testCardOutcome(card: CardDetails, now: Date = new Date()): CardOutcome {
  const problem = findCardProblem(card, now);
  if (problem) return { ok: false, code: problem.code, message: problem.message };
  const digits = digitsOnly(card.number);
  const testCard = TEST_CARDS.find((candidate) => candidate.number === digits);
  if (!testCard) return { ok: false, code: 'card_declined', message: CARD_MESSAGES.notATestCard };
  if (testCard.outcome === 'succeeded') return { ok: true };
  return { ok: false, ...REFUSALS[testCard.outcome] };
}

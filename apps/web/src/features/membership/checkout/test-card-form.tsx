import {
  findCardProblem,
  formatCardNumber,
  formatExpiry,
  type CardField as Field,
} from '@messmate/shared/schemas/card';
import type { PaymentIntent } from '@messmate/shared/schemas/payment';
import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { ApiError } from '@/lib/api-client';
import { t, type MessageDescriptor } from '@/lib/i18n';
import { confirmTestPayment } from '../api/confirm-test-payment';
import { CardField } from './card-field';
import { checkoutText } from './messages';
import { PayButton } from './pay-button';
import { TestModeNotice } from './test-mode-notice';

/** One toast for card problems: a new one replaces the last instead of piling up. */
const CARD_TOAST = 'card-problem';

/** A card typed wrong, in the reader's words (the codes are Stripe's, as findCardProblem gives). */
const PROBLEM_TEXTS: Record<string, MessageDescriptor> = {
  incomplete_number: checkoutText.numberIncomplete,
  invalid_number: checkoutText.numberInvalid,
  incomplete_expiry: checkoutText.expiryIncomplete,
  invalid_expiry_month: checkoutText.expiryMonthInvalid,
  invalid_expiry_year: checkoutText.expiryYearInvalid,
  invalid_expiry_year_past: checkoutText.expiryPast,
  incomplete_cvc: checkoutText.cvcIncomplete,
};

interface TestCardFormProps {
  intent: PaymentIntent;
  onConfirmed: (intentId: string) => Promise<boolean>;
}

/** Our own card form for the built-in test processor: number, expiry and CVC, no postal code. */
export function TestCardForm({ intent, onConfirmed }: TestCardFormProps) {
  const [card, setCard] = useState({ number: '', expiry: '', cvc: '' });
  const [problem, setProblem] = useState<{ field?: Field; message: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const update = (field: Field, value: string) => {
    setCard((current) => ({ ...current, [field]: value }));
    if (problem?.field === field) setProblem(null);
  };

  async function pay(event: FormEvent) {
    event.preventDefault();
    const found = findCardProblem(card);
    const text = found && PROBLEM_TEXTS[found.code];
    const local = found && text ? { ...found, message: t(text) } : found;
    if (local) {
      setProblem(local);
      toast.error(local.message, { id: CARD_TOAST });
      return;
    }
    setBusy(true);
    setProblem(null);
    try {
      const confirmed = await confirmTestPayment(intent.paymentIntentId, intent.clientSecret, card);
      if (confirmed.status === 'succeeded' && (await onConfirmed(confirmed.id))) return;
    } catch (error) {
      const message = error instanceof ApiError ? error.message : t(checkoutText.notCompleted);
      setProblem({ message });
      toast.error(message, { id: CARD_TOAST });
    }
    setBusy(false);
  }

  return (
    <form onSubmit={pay} noValidate className="space-y-5">
      <TestModeNotice onUseCard={(number) => update('number', number)} />
      <fieldset className="grid grid-cols-2 gap-4" disabled={busy}>
        <legend className="sr-only">{t(checkoutText.cardDetails)}</legend>
        <CardField
          id="card-number"
          label={t(checkoutText.cardNumber)}
          className="col-span-2"
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder="1234 1234 1234 1234"
          value={card.number}
          onValue={(value) => update('number', formatCardNumber(value))}
          error={problem?.field === 'number' ? problem.message : undefined}
        />
        <CardField
          id="card-expiry"
          label={t(checkoutText.expiry)}
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder="MM/YY"
          value={card.expiry}
          onValue={(value) => update('expiry', formatExpiry(value))}
          error={problem?.field === 'expiry' ? problem.message : undefined}
        />
        <CardField
          id="card-cvc"
          label={t(checkoutText.cvc)}
          inputMode="numeric"
          autoComplete="cc-csc"
          placeholder="123"
          maxLength={4}
          value={card.cvc}
          onValue={(value) => update('cvc', value.replace(/\D/g, ''))}
          error={problem?.field === 'cvc' ? problem.message : undefined}
        />
      </fieldset>
      {problem && !problem.field ? (
        <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
          {problem.message}
        </p>
      ) : null}
      <PayButton busy={busy} />
    </form>
  );
}

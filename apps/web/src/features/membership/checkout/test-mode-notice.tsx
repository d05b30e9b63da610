import { formatCardNumber, TEST_CARDS } from '@messmate/shared/schemas/card';
import { RichText, t, type MessageDescriptor } from '@/lib/i18n';
import { checkoutText } from './messages';

/** What each test card does, in the reader's words. */
const OUTCOME_TEXTS: Record<string, MessageDescriptor> = {
  Succeeds: checkoutText.succeeds,
  'Succeeds (Mastercard)': checkoutText.succeedsMastercard,
  Declined: checkoutText.declined,
  'Insufficient funds': checkoutText.insufficientFunds,
  'Expired card': checkoutText.expiredCard,
  'Incorrect CVC': checkoutText.incorrectCvc,
};

const outcome = (label: string) => {
  const text = OUTCOME_TEXTS[label];
  return text ? t(text) : label;
};

/** Says plainly that nothing is charged, and which cards to try. */
export function TestModeNotice({ onUseCard }: { onUseCard: (number: string) => void }) {
  return (
    <div className="rounded-2xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">
      <p className="flex items-center gap-2 font-bold">
        <span aria-hidden="true">🧪</span> {t(checkoutText.testMode)}
      </p>
      <p className="mt-1">
        <RichText
          message={checkoutText.testCard}
          components={{ 0: <strong className="whitespace-nowrap font-mono" /> }}
        />
      </p>
      <details className="mt-2">
        <summary className="cursor-pointer font-medium underline-offset-4 hover:underline">
          {t(checkoutText.moreCards)}
        </summary>
        <ul className="mt-2 divide-y divide-amber-200">
          {TEST_CARDS.map((card) => (
            <li key={card.number} className="flex items-center justify-between gap-3 py-1.5">
              <span className="flex flex-col sm:flex-row sm:items-baseline sm:gap-3">
                <span className="whitespace-nowrap font-mono">{formatCardNumber(card.number)}</span>
                <span className="text-xs text-amber-900">{outcome(card.label)}</span>
              </span>
              <button
                type="button"
                onClick={() => onUseCard(formatCardNumber(card.number))}
                aria-label={t(checkoutText.useCard, { number: formatCardNumber(card.number) })}
                className="shrink-0 rounded-full border border-amber-400 bg-white px-2.5 py-0.5 text-xs font-semibold hover:bg-amber-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-700"
              >
                {t(checkoutText.use)}
              </button>
            </li>
          ))}
        </ul>
      </details>
    </div>
  );
}

import { formatCardNumber, TEST_CARDS } from '@messmate/shared/schemas/card';

/** Says plainly that nothing is charged, and which cards to try. */
export function TestModeNotice({ onUseCard }: { onUseCard: (number: string) => void }) {
  return (
    <div className="rounded-2xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">
      <p className="flex items-center gap-2 font-bold">
        <span aria-hidden="true">🧪</span> Test mode: no real charge
      </p>
      <p className="mt-1">
        Pay with the test card{' '}
        <strong className="whitespace-nowrap font-mono">4242 4242 4242 4242</strong>, any future
        expiry date and any 3-digit CVC.
      </p>
      <details className="mt-2">
        <summary className="cursor-pointer font-medium underline-offset-4 hover:underline">
          More test cards
        </summary>
        <ul className="mt-2 divide-y divide-amber-200">
          {TEST_CARDS.map((card) => (
            <li key={card.number} className="flex items-center justify-between gap-3 py-1.5">
              <span className="flex flex-col sm:flex-row sm:items-baseline sm:gap-3">
                <span className="whitespace-nowrap font-mono">{formatCardNumber(card.number)}</span>
                <span className="text-xs text-amber-900">{card.label}</span>
              </span>
              <button
                type="button"
                onClick={() => onUseCard(formatCardNumber(card.number))}
                aria-label={`Use card ${formatCardNumber(card.number)}`}
                className="shrink-0 rounded-full border border-amber-400 bg-white px-2.5 py-0.5 text-xs font-semibold hover:bg-amber-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-700"
              >
                Use
              </button>
            </li>
          ))}
        </ul>
      </details>
    </div>
  );
}

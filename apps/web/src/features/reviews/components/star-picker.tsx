import { useId, useState } from 'react';
import { StarIcon } from '@/components/ui/icons';
import { t } from '@/lib/i18n';
import { reviewText } from '../messages';

const STARS = [1, 2, 3, 4, 5] as const;

/**
 * An optional 1–5 star rating as a radio group: Tab reaches it, the arrow keys move between
 * stars, and 'Clear' takes the rating away again.
 */
export function StarPicker({
  value,
  onChange,
  legend = t(reviewText.yourRating),
}: {
  value: number | null;
  onChange: (value: number | null) => void;
  legend?: string;
}) {
  const name = useId();
  const [hovered, setHovered] = useState<number | null>(null);
  const lit = hovered ?? value ?? 0;

  return (
    <fieldset className="min-w-0">
      <legend className="text-sm font-semibold text-stone-800">
        {legend} <span className="font-normal text-stone-500">{t(reviewText.optional)}</span>
      </legend>
      <div className="mt-1.5 flex items-center gap-1" onMouseLeave={() => setHovered(null)}>
        {STARS.map((star) => (
          <label
            key={star}
            onMouseEnter={() => setHovered(star)}
            className="cursor-pointer rounded-md p-0.5 has-[input:focus-visible]:outline-2 has-[input:focus-visible]:outline-offset-1 has-[input:focus-visible]:outline-brand-700"
          >
            <input
              type="radio"
              name={name}
              value={star}
              checked={value === star}
              onChange={() => onChange(star)}
              className="sr-only"
            />
            <StarIcon
              className={`h-7 w-7 transition ${star <= lit ? 'text-amber-500' : 'text-stone-300'}`}
            />
            <span className="sr-only">{t(reviewText.stars, { count: star })}</span>
          </label>
        ))}
        {value !== null ? (
          <button
            type="button"
            onClick={() => onChange(null)}
            className="ml-2 rounded-full px-2.5 py-1 text-xs font-semibold text-stone-600 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-brand-700"
          >
            {t(reviewText.clear)}
            <span className="sr-only">{t(reviewText.clearRating)}</span>
          </button>
        ) : null}
      </div>
    </fieldset>
  );
}

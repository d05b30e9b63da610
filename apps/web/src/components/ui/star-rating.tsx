import { t } from '@/lib/i18n';
import { uiText } from './messages';

// The star of icons.tsx in relative moves (20 units square), so five of them make one path.
const STAR_MOVES = 'l2.6 5.3 5.9.9-4.3 4.1 1 5.8-5.2-2.7-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z';
const SIZES = { sm: 16, md: 20 } as const;
const GAP_PX = 2;

function fivestars(step: number): string {
  return [0, 1, 2, 3, 4].map((star) => `M${10 + star * step} 1.5${STAR_MOVES}`).join('');
}

/**
 * Five stars filled to `rating` (0–5, halves shown as half stars). One SVG with two paths
 * (grey stars, and the amber ones cut to the filled width) rather than an element pair per
 * star: pages list many ratings, and each costs the first render and layout.
 */
export function StarRating({ rating, size = 'sm' }: { rating: number; size?: keyof typeof SIZES }) {
  const label = rating > 0 ? t(uiText.rated, { rating, max: 5 }) : t(uiText.notRated);
  const px = SIZES[size];
  // In the SVG's units a star is 20 wide; the gap between two is GAP_PX on screen.
  const step = 20 + (GAP_PX * 20) / px;
  const stars = fivestars(step);
  const halves = Math.round(Math.max(0, Math.min(5, rating)) * 2);
  const filled = Math.floor(halves / 2) * step + (halves % 2) * 10;
  const width = 4 * step + 20;
  // The span keeps the line box the stars always sat in (an inline SVG alone sits lower).
  return (
    <span role="img" aria-label={label} className="inline-flex items-center">
      <svg
        aria-hidden="true"
        focusable="false"
        viewBox={`0 0 ${width} 20`}
        width={(width * px) / 20}
        height={px}
      >
        <path d={stars} fill="currentColor" className="text-stone-300" />
        {filled > 0 ? (
          <svg width={filled} height="20" viewBox={`0 0 ${filled} 20`}>
            <path d={stars} fill="currentColor" className="text-amber-500" />
          </svg>
        ) : null}
      </svg>
    </span>
  );
}

import { StarIcon } from './icons';

/** Five stars filled to `rating` (0–5, halves shown as half stars). */
export function StarRating({ rating, size = 'h-4 w-4' }: { rating: number; size?: string }) {
  const label = rating > 0 ? `Rated ${rating} out of 5` : 'Not rated yet';
  return (
    <span role="img" aria-label={label} className="inline-flex items-center gap-0.5">
      {[1, 2, 3, 4, 5].map((star) => {
        const fill = Math.max(0, Math.min(1, rating - star + 1));
        const percent = fill >= 0.75 ? 100 : fill >= 0.25 ? 50 : 0;
        return (
          <span key={star} className={`relative inline-block ${size}`}>
            <StarIcon className={`absolute inset-0 ${size} text-stone-300`} />
            <span className="absolute inset-0 overflow-hidden" style={{ width: `${percent}%` }}>
              <StarIcon className={`${size} text-amber-500`} />
            </span>
          </span>
        );
      })}
    </span>
  );
}

import { sittingName } from '@/lib/i18n';

const tones: Record<string, string> = {
  Breakfast: 'bg-amber-100 text-amber-900',
  Lunch: 'bg-emerald-100 text-emerald-900',
  Dinner: 'bg-indigo-100 text-indigo-900',
};

/** A category (or a sitting: the same three words) in the reader's language; others as they are. */
export function categoryName(category: string): string {
  return sittingName(category);
}

/** A small coloured pill naming a meal's category. */
export function CategoryBadge({
  category,
  className = '',
}: {
  category: string;
  className?: string;
}) {
  const tone = tones[category] ?? 'bg-stone-100 text-stone-800';
  return (
    <span
      className={`inline-flex items-center rounded-full whitespace-nowrap px-2.5 py-0.5 text-xs font-semibold ${tone} ${className}`}
    >
      {categoryName(category)}
    </span>
  );
}

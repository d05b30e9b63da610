import { t } from '@/lib/i18n';
import { mealPageText } from '../details/messages';

/** The meal's ingredients as chips; nothing at all when there are none. */
export function MealIngredients({ ingredients }: { ingredients: string[] }) {
  if (ingredients.length === 0) return null;
  return (
    <section aria-labelledby="ingredients-title" className="mt-8">
      <h2
        id="ingredients-title"
        className="text-sm font-semibold uppercase tracking-wider text-stone-600"
      >
        {t(mealPageText.ingredients)}
      </h2>
      <ul className="mt-3 flex flex-wrap gap-2">
        {ingredients.map((ingredient) => (
          <li
            key={ingredient}
            className="rounded-full border border-brand-200 bg-brand-50 px-3 py-1 text-sm font-medium text-brand-900"
          >
            {ingredient}
          </li>
        ))}
      </ul>
    </section>
  );
}

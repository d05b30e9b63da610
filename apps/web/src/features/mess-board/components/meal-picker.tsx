import type { Meal } from '@messmate/shared/schemas/meal';
import type { Sitting } from '@messmate/shared/schemas/mess-calendar';
import { useId, useState } from 'react';
import { fieldClass } from '@/components/ui/button-styles';
import { categoryName } from '@/components/ui/category-badge';
import { formatTaka } from '@/lib/format';
import { t } from '@/lib/i18n';
import { plannerText } from '../planner/messages';

interface MealPickerProps {
  sitting: Sitting;
  catalogue: readonly Meal[];
  selected: ReadonlySet<string>;
  onToggle: (mealId: string) => void;
}

/**
 * The catalogue as a checklist: the sitting's own category first (every category on request),
 * narrowed by a search; dishes already picked stay listed whatever the filter.
 */
export function MealPicker({ sitting, catalogue, selected, onToggle }: MealPickerProps) {
  const id = useId();
  const [search, setSearch] = useState('');
  const [everyCategory, setEveryCategory] = useState(false);
  const words = search.trim().toLowerCase();
  const shown = catalogue.filter(
    (meal) =>
      selected.has(meal._id) ||
      ((everyCategory || meal.category === sitting) &&
        (words === '' || meal.title.toLowerCase().includes(words))),
  );

  return (
    <fieldset className="space-y-3">
      <legend className="mb-2 text-sm font-semibold text-stone-800">
        {t(plannerText.dishes, { count: selected.size })}
      </legend>
      <div className="flex flex-wrap items-center gap-3">
        <label htmlFor={`${id}-search`} className="sr-only">
          {t(plannerText.search)}
        </label>
        <input
          id={`${id}-search`}
          type="search"
          placeholder={t(plannerText.search)}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          className={`${fieldClass} max-w-xs py-2`}
        />
        <label className="flex items-center gap-2 text-sm text-stone-800">
          <input
            type="checkbox"
            checked={everyCategory}
            onChange={(event) => setEveryCategory(event.target.checked)}
            className="h-4 w-4 accent-brand-700"
          />
          {t(plannerText.everyCategory)}
        </label>
      </div>
      <ul className="max-h-72 space-y-1 overflow-y-auto rounded-xl border border-stone-200 p-1">
        {shown.length === 0 ? (
          <li className="px-3 py-2 text-sm text-stone-700">{t(plannerText.noDish)}</li>
        ) : null}
        {shown.map((meal) => (
          <li key={meal._id}>
            <label className="flex cursor-pointer items-center gap-3 rounded-lg px-3 py-2 hover:bg-stone-50 has-[:checked]:bg-brand-50">
              <input
                type="checkbox"
                checked={selected.has(meal._id)}
                onChange={() => onToggle(meal._id)}
                className="h-5 w-5 shrink-0 accent-brand-700"
              />
              <span className="min-w-0 flex-1">
                <span className="block font-medium break-words text-stone-900">{meal.title}</span>
                <span className="block text-xs text-stone-700">
                  {categoryName(meal.category)} · {formatTaka(meal.price)}
                </span>
              </span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

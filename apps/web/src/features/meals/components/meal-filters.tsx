import { MEAL_CATEGORIES, MEAL_PRICE_MAX } from '@messmate/shared/constants';
import { fieldClass } from '@/components/ui/button-styles';
import { categoryName } from '@/components/ui/category-badge';
import { SearchIcon } from '@/components/ui/icons';
import { t } from '@/lib/i18n';
import { toCategory, type MealFilters as Filters } from '../lib/meal-filters';
import { listText } from '../list/messages';
import { mealsText } from '../messages';

interface MealFiltersProps {
  filters: Filters;
  onChange: (patch: Partial<Filters>, options?: { immediate?: boolean }) => void;
  onClear: () => void;
  canClear: boolean;
}

const labelClass = 'mb-1.5 block text-sm font-semibold text-stone-800';

/** The meals list's filter bar: text search, category and a price range. */
export function MealFilters({ filters, onChange, onClear, canClear }: MealFiltersProps) {
  return (
    <form
      role="search"
      aria-label={t(listText.filterLabel)}
      onSubmit={(event) => event.preventDefault()}
      className="grid grid-cols-2 gap-4 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-5 lg:grid-cols-[2fr_1.2fr_1fr_1fr_auto] lg:items-end"
    >
      <div className="col-span-2 lg:col-span-1">
        <label htmlFor="meal-search" className={labelClass}>
          {t(mealsText.search)}
        </label>
        <div className="relative">
          <SearchIcon className="pointer-events-none absolute left-3 top-1/2 h-5 w-5 -translate-y-1/2 text-stone-500" />
          <input
            id="meal-search"
            type="search"
            value={filters.search}
            onChange={(event) => onChange({ search: event.target.value })}
            placeholder={t(mealsText.searchPlaceholder)}
            autoComplete="off"
            className={`${fieldClass} pl-10`}
          />
        </div>
      </div>
      <div className="col-span-2 lg:col-span-1">
        <label htmlFor="meal-category" className={labelClass}>
          {t(listText.category)}
        </label>
        <select
          id="meal-category"
          value={filters.category}
          onChange={(event) =>
            onChange({ category: toCategory(event.target.value) }, { immediate: true })
          }
          className={fieldClass}
        >
          <option value="">{t(listText.allCategories)}</option>
          {MEAL_CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {categoryName(category)}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="meal-min-price" className={labelClass}>
          {t(listText.minPrice)}
        </label>
        <input
          id="meal-min-price"
          type="number"
          inputMode="decimal"
          min={0}
          max={MEAL_PRICE_MAX}
          step="0.01"
          value={filters.min}
          onChange={(event) => onChange({ min: event.target.value })}
          placeholder="0"
          className={fieldClass}
        />
      </div>
      <div>
        <label htmlFor="meal-max-price" className={labelClass}>
          {t(listText.maxPrice)}
        </label>
        <input
          id="meal-max-price"
          type="number"
          inputMode="decimal"
          min={0}
          max={MEAL_PRICE_MAX}
          step="0.01"
          value={filters.max}
          onChange={(event) => onChange({ max: event.target.value })}
          placeholder={t(listText.anyPrice)}
          className={fieldClass}
        />
      </div>
      <button
        type="button"
        onClick={onClear}
        disabled={!canClear}
        className="rounded-xl px-4 py-2.5 text-sm font-semibold text-brand-800 transition hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:text-stone-400 disabled:hover:bg-transparent col-span-2 lg:col-span-1"
      >
        {t(listText.clearFilters)}
      </button>
    </form>
  );
}

import { useMealFilters } from '../hooks/use-meal-filters';
import { MealFilters } from './meal-filters';
import { MealResults } from './meal-results';

/** The meals page body: the filter bar above the endless list it drives. */
export function MealsBrowser() {
  const { draft, applied, update, clear, hasFilters } = useMealFilters();
  return (
    <div className="space-y-8">
      <MealFilters filters={draft} onChange={update} onClear={clear} canClear={hasFilters} />
      <MealResults filters={applied} onClearFilters={clear} hasFilters={hasFilters} />
    </div>
  );
}

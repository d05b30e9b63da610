import { Link } from 'react-router';
import { buttonClass } from '@/components/ui/button-styles';
import { EmptyState } from '@/components/ui/empty-state';
import { paths } from '@/config/paths';

/** Shown when the address names a meal that does not exist (or no longer does). */
export function MealNotFound() {
  return (
    <div className="px-4 py-20">
      <EmptyState
        emoji="🥡"
        title="Meal not found"
        titleAs="h1"
        action={
          <Link to={paths.meals()} className={buttonClass('primary')}>
            Browse all meals
          </Link>
        }
      >
        This meal is not on the menu. It may have been removed, or the link is mistyped.
      </EmptyState>
    </div>
  );
}

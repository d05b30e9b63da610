import { Link } from 'react-router';
import { buttonClass } from '@/components/ui/button-styles';
import { EmptyState } from '@/components/ui/empty-state';
import { paths } from '@/config/paths';
import { t } from '@/lib/i18n';
import { mealPageText } from '../details/messages';

/** Shown when the address names a meal that does not exist (or no longer does). */
export function MealNotFound() {
  return (
    <div className="px-4 py-20">
      <EmptyState
        emoji="🥡"
        title={t(mealPageText.notFound)}
        titleAs="h1"
        action={
          <Link to={paths.meals()} className={buttonClass('primary')}>
            {t(mealPageText.browseAll)}
          </Link>
        }
      >
        {t(mealPageText.notFoundText)}
      </EmptyState>
    </div>
  );
}

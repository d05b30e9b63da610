import { Link } from 'react-router';
import { buttonClass } from '@/components/ui/button-styles';
import { paths } from '@/config/paths';
import { t } from '@/lib/i18n';
import { askText } from '../messages';

interface AskKitchenLinkProps {
  mealId: string;
  /** From a request's row: the thread is about that request. */
  request?: { id: string; mealTitle: string };
}

/** Opens the support form told what it is about: a meal, or one of the resident's requests. */
export function AskKitchenLink({ mealId, request }: AskKitchenLinkProps) {
  if (request) {
    return (
      <Link
        to={paths.dashboard.askAbout({ topic: 'request', mealId, requestId: request.id })}
        aria-label={t(askText.aboutRequestLabel, { meal: request.mealTitle })}
        className="text-sm font-semibold text-brand-800 hover:underline"
      >
        {t(askText.aboutRequest)}
      </Link>
    );
  }
  return (
    <Link
      to={paths.dashboard.askAbout({ topic: 'food', mealId })}
      className={buttonClass('secondary', 'md')}
    >
      {t(askText.aboutMeal)}
    </Link>
  );
}

import type { Badge } from '@messmate/shared/constants';
import type { MealRequest } from '@messmate/shared/schemas/meal-request';
import { BarsLoader } from '@/components/ui/bars-loader';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorNotice } from '@/components/ui/error-notice';
import { messages, t } from '@/lib/i18n';
import { useMyRequests } from '../api/get-my-requests';
import { requestText } from '../messages';
import { DailyAllowance } from './daily-allowance';
import { RequestedMealsTable } from './requested-meals-table';

const hasUndelivered = (requests: MealRequest[]) =>
  requests.some((request) => request.status !== 'delivered');

/** Requested Meals: the table while anything is still to come, else 'No requested meals found.' */
export function RequestedMeals({ email, badge }: { email: string; badge: Badge | null }) {
  const requests = useMyRequests(email);
  if (requests.isPending) return <BarsLoader label={t(requestText.loading)} />;
  if (requests.isError) {
    return <ErrorNotice message={requests.error.message} onRetry={() => void requests.refetch()} />;
  }
  return (
    <div className="space-y-5">
      <DailyAllowance badge={badge} />
      {hasUndelivered(requests.data) ? (
        <div aria-busy={requests.isFetching}>
          <RequestedMealsTable requests={requests.data} />
        </div>
      ) : (
        <EmptyState emoji="🍛" title={messages().noRequests} titleAs="h2">
          {t(requestText.emptyText)}
        </EmptyState>
      )}
    </div>
  );
}

import type { Badge } from '@messmate/shared/constants';
import { hasQualifyingBadge } from '@messmate/shared/constants';
import { MESSAGES } from '@messmate/shared/messages';
import toast from 'react-hot-toast';
import { Link, useNavigate } from 'react-router';
import { buttonClass } from '@/components/ui/button-styles';
import { ApiError } from '@/lib/api-client';
import { useRequestMeal } from '../api/request-meal';
import { PLANS_HREF, toastSubscriptionNeeded } from './subscription-needed';

export interface RequestViewer {
  signedIn: boolean;
  badge: Badge | null;
}

/** Request Meal: for signed-in Silver, Gold and Platinum members; the server has the last word. */
export function RequestMealButton({ mealId, viewer }: { mealId: string; viewer: RequestViewer }) {
  const request = useRequestMeal();
  const navigate = useNavigate();
  const needsPlan = viewer.signedIn && !hasQualifyingBadge(viewer.badge);

  async function onClick() {
    if (!viewer.signedIn) {
      toast.error(MESSAGES.requestLoginRequired, { id: 'request-login' });
      return;
    }
    if (needsPlan) {
      toastSubscriptionNeeded(navigate);
      return;
    }
    try {
      await request.mutateAsync(mealId);
      toast.success(MESSAGES.requestSuccess);
    } catch (error) {
      if (error instanceof ApiError && error.code === 'SUBSCRIPTION_REQUIRED') {
        toastSubscriptionNeeded(navigate);
      } else if (error instanceof ApiError && error.status === 401) {
        toast.error(MESSAGES.requestLoginRequired);
      } else {
        toast.error(
          error instanceof ApiError && error.status > 0 ? error.message : MESSAGES.requestFailed,
          {
            duration: 6000,
          },
        );
      }
    }
  }

  return (
    <div className="flex flex-col items-start gap-1.5">
      <button
        type="button"
        onClick={onClick}
        disabled={request.isPending}
        aria-busy={request.isPending}
        className={buttonClass('primary', 'lg')}
      >
        {request.isPending ? 'Requesting…' : 'Request Meal'}
      </button>
      {needsPlan ? (
        <p className="text-xs text-stone-600">
          Needs a Silver, Gold or Platinum membership.{' '}
          <Link to={PLANS_HREF} className="font-semibold text-brand-800 underline">
            See the plans
          </Link>
        </p>
      ) : null}
    </div>
  );
}

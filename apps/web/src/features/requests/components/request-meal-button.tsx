import type { Badge } from '@messmate/shared/constants';
import { hasQualifyingBadge } from '@messmate/shared/constants';
import type { RequestBlock } from '@messmate/shared/schemas/my-meal-day';
import { useId } from 'react';
import toast from 'react-hot-toast';
import { Link, useNavigate } from 'react-router';
import { buttonClass } from '@/components/ui/button-styles';
import { useSignInPrompt } from '@/features/account';
import { ApiError, failureText } from '@/lib/api-client';
import { messages, t } from '@/lib/i18n';
import { requestText } from '../messages';
import { useRequestMeal } from '../api/request-meal';
import { PLANS_HREF, toastSubscriptionNeeded } from './subscription-needed';

export interface RequestViewer {
  signedIn: boolean;
  badge: Badge | null;
}

/**
 * Request Meal: for signed-in Silver, Gold and Platinum members within their daily limit. When
 * the server says a request would be refused (`blocked`), the button is disabled and says why
 * before any tap; the server has the last word all the same.
 */
export function RequestMealButton({
  mealId,
  viewer,
  blocked,
}: {
  mealId: string;
  viewer: RequestViewer;
  blocked: RequestBlock | null;
}) {
  const request = useRequestMeal();
  const navigate = useNavigate();
  const promptSignIn = useSignInPrompt();
  const reasonId = useId();
  const text = messages();
  const reason: RequestBlock | null =
    blocked ??
    (viewer.signedIn && !hasQualifyingBadge(viewer.badge)
      ? { code: 'SUBSCRIPTION_REQUIRED', message: text.requestNeedsSubscription }
      : null);

  async function onClick() {
    if (!viewer.signedIn) {
      promptSignIn(text.requestLoginRequired);
      return;
    }
    try {
      await request.mutateAsync(mealId);
      toast.success(text.requestSuccess);
    } catch (error) {
      if (error instanceof ApiError && error.code === 'SUBSCRIPTION_REQUIRED') {
        toastSubscriptionNeeded(navigate);
      } else if (error instanceof ApiError && error.status === 401) {
        promptSignIn(text.requestLoginRequired);
      } else {
        toast.error(failureText(error, text.requestFailed, text.requestLoginRequired), {
          duration: 6000,
        });
      }
    }
  }

  return (
    <div className="flex flex-col items-start gap-1.5">
      <button
        type="button"
        onClick={onClick}
        disabled={request.isPending || reason !== null}
        aria-busy={request.isPending}
        aria-describedby={reason ? reasonId : undefined}
        className={buttonClass('primary', 'lg')}
      >
        {request.isPending ? t(requestText.requesting) : t(requestText.request)}
      </button>
      {reason ? (
        <p id={reasonId} className="max-w-xs text-xs text-stone-700">
          {/\.$/.test(reason.message) ? reason.message : `${reason.message}.`}{' '}
          {reason.code === 'SUBSCRIPTION_REQUIRED' ? (
            <Link to={PLANS_HREF} className="font-semibold text-brand-800 underline">
              {t(requestText.seePlans)}
            </Link>
          ) : null}
        </p>
      ) : null}
    </div>
  );
}

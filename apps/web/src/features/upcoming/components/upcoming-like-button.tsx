import { hasQualifyingBadge } from '@messmate/shared/constants';
import type { UpcomingMeal } from '@messmate/shared/schemas/upcoming-meal';
import toast from 'react-hot-toast';
import { buttonClass } from '@/components/ui/button-styles';
import { useSignInPrompt } from '@/features/account';
import { HeartIcon } from '@/components/ui/icons';
import { ApiError } from '@/lib/api-client';
import { mealTextFor, messages, t } from '@/lib/i18n';
import { useLikeUpcomingMeal } from '../api/like-upcoming-meal';
import { upcomingText } from '../messages';

/** Who is looking at the upcoming meals: a visitor, or a member with a badge. */
export interface UpcomingViewer {
  signedIn: boolean;
  badge: string | null;
}

/** Like, for Silver, Gold and Platinum members, once; 'Liked' when this member already did. */
export function UpcomingLikeButton({
  meal,
  viewer,
}: {
  meal: UpcomingMeal;
  viewer: UpcomingViewer;
}) {
  const like = useLikeUpcomingMeal();
  const promptSignIn = useSignInPrompt();

  if (meal.likedByMe) {
    return (
      <button type="button" disabled aria-pressed="true" className={buttonClass('secondary', 'sm')}>
        <HeartIcon filled className="h-4 w-4 text-rose-600" />
        {t(upcomingText.liked)}
        <span className="sr-only"> {mealTextFor(meal.title, meal.titleBn)}</span>
      </button>
    );
  }

  async function onClick() {
    const text = messages();
    if (!viewer.signedIn) {
      promptSignIn(text.likeLoginRequired);
      return;
    }
    if (!hasQualifyingBadge(viewer.badge)) {
      toast.error(text.upcomingLikeNotAllowed);
      return;
    }
    try {
      await like.mutateAsync(meal._id);
      toast.success(text.likeSuccess);
    } catch (error) {
      toast.error(error instanceof ApiError && error.status > 0 ? error.message : text.likeFailed);
    }
  }

  return (
    <button
      type="button"
      onClick={onClick}
      disabled={like.isPending}
      aria-pressed="false"
      className={buttonClass('secondary', 'sm')}
    >
      <HeartIcon className="h-4 w-4 text-rose-600" />
      {t(upcomingText.like)}
      <span className="sr-only"> {mealTextFor(meal.title, meal.titleBn)}</span>
    </button>
  );
}

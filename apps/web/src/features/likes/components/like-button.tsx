import { MESSAGES } from '@messmate/shared/messages';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { buttonClass } from '@/components/ui/button-styles';
import { HeartIcon } from '@/components/ui/icons';
import { ApiError } from '@/lib/api-client';
import { useSetMealLike } from '../api/set-meal-like';

interface LikeState {
  likes: number;
  liked: boolean;
}

function failureText(error: unknown): string {
  if (error instanceof ApiError && error.status === 401) return MESSAGES.likeLoginRequired;
  return error instanceof ApiError && error.status > 0 ? error.message : MESSAGES.likeFailed;
}

/**
 * Like with the count: shows at once what the click will do, then the server's answer; a
 * failure puts back what was there. A second click takes the like back.
 */
export function LikeButton({
  mealId,
  likes,
  liked,
  signedIn,
}: LikeState & { mealId: string; signedIn: boolean }) {
  const toggle = useSetMealLike(mealId);
  const [pending, setPending] = useState<LikeState | null>(null);
  const shown = pending ?? { likes, liked };

  async function onClick() {
    if (!signedIn) {
      toast.error(MESSAGES.likeLoginRequired, { id: 'like-login' });
      return;
    }
    const wanted = !shown.liked;
    setPending({ liked: wanted, likes: Math.max(0, shown.likes + (wanted ? 1 : -1)) });
    try {
      await toggle.mutateAsync(wanted);
    } catch (error) {
      toast.error(failureText(error));
    } finally {
      // By now the meal has been read again (or the click failed): its own numbers show.
      setPending(null);
    }
  }

  const countText = `${shown.likes} ${shown.likes === 1 ? 'like' : 'likes'}`;
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={`${shown.liked ? 'Liked' : 'Like'} (${countText})`}
      aria-pressed={shown.liked}
      aria-busy={toggle.isPending}
      disabled={toggle.isPending}
      className={buttonClass(
        'secondary',
        'lg',
        `group min-w-36 ${shown.liked ? 'border-rose-300 bg-rose-50' : ''}`,
      )}
    >
      <HeartIcon
        filled={shown.liked}
        className="h-5 w-5 text-rose-600 transition group-hover:scale-110"
      />
      {shown.liked ? 'Liked' : 'Like'}
      <span className="rounded-full bg-rose-100 px-2 py-0.5 text-sm font-bold tabular-nums text-rose-800">
        {shown.likes}
      </span>
    </button>
  );
}

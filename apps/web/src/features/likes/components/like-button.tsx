import { useState } from 'react';
import toast from 'react-hot-toast';
import { buttonClass } from '@/components/ui/button-styles';
import { useSignInPrompt } from '@/features/account';
import { HeartIcon } from '@/components/ui/icons';
import { ApiError, failureText } from '@/lib/api-client';
import { messages, numberFormat, t } from '@/lib/i18n';
import { likeText } from '../messages';
import { useSetMealLike } from '../api/set-meal-like';

interface LikeState {
  likes: number;
  liked: boolean;
}

/**
 * Like with the count: shows at once what the click will do, then the server's answer; a
 * failure puts back what was there. A second click takes the like back. `signedIn` is
 * undefined while the session is still being read: the click goes to the server, which knows.
 */
export function LikeButton({
  mealId,
  likes,
  liked,
  signedIn,
}: LikeState & { mealId: string; signedIn: boolean | undefined }) {
  const toggle = useSetMealLike(mealId);
  const promptSignIn = useSignInPrompt();
  const [pending, setPending] = useState<LikeState | null>(null);
  const shown = pending ?? { likes, liked };

  async function onClick() {
    const text = messages();
    if (signedIn === false) {
      promptSignIn(text.likeLoginRequired);
      return;
    }
    const wanted = !shown.liked;
    setPending({ liked: wanted, likes: Math.max(0, shown.likes + (wanted ? 1 : -1)) });
    try {
      await toggle.mutateAsync(wanted);
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) promptSignIn(text.likeLoginRequired);
      else toast.error(failureText(error, text.likeFailed, text.likeLoginRequired));
    } finally {
      // By now the meal has been read again (or the click failed): its own numbers show.
      setPending(null);
    }
  }

  return (
    <button
      type="button"
      onClick={onClick}
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
      {shown.liked ? t(likeText.liked) : t(likeText.like)}
      <span className="rounded-full bg-rose-100 px-2 py-0.5 text-sm font-bold tabular-nums text-rose-800">
        {numberFormat().format(shown.likes)}
        {/* Named by what it shows ('Like 12'), so speech input can say what it sees. */}
        <span className="sr-only"> {t(likeText.count, { count: shown.likes })}</span>
      </span>
    </button>
  );
}

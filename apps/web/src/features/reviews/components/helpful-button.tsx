import toast from 'react-hot-toast';
import { buttonClass } from '@/components/ui/button-styles';
import { failureText } from '@/lib/api-client';
import { numberFormat, t } from '@/lib/i18n';
import { reviewText } from '../messages';
import { useSetReviewHelpful } from '../api/set-review-helpful';

const countText = (likes: number) => t(reviewText.foundHelpful, { count: likes });

/**
 * 'Helpful' under someone else's review, once per resident; pressed when the caller marked it.
 * Visitors and the author see the count only.
 */
export function HelpfulButton({
  reviewId,
  author,
  likes,
  marked,
  canMark,
}: {
  reviewId: string;
  author: string;
  likes: number;
  marked: boolean;
  canMark: boolean;
}) {
  const toggle = useSetReviewHelpful(reviewId);
  if (!canMark) {
    return likes > 0 ? <p className="text-sm text-stone-600">{countText(likes)}</p> : null;
  }

  async function onClick() {
    try {
      await toggle.mutateAsync(!marked);
    } catch (error) {
      toast.error(failureText(error, t(reviewText.helpfulFailed)));
    }
  }

  return (
    <button
      type="button"
      onClick={onClick}
      aria-pressed={marked}
      disabled={toggle.isPending}
      className={buttonClass('ghost', 'sm', marked ? 'bg-brand-50 ring-1 ring-brand-300' : '')}
    >
      <span aria-hidden="true">👍</span> {t(reviewText.helpful)}
      <span className="tabular-nums">{numberFormat().format(likes)}</span>
      <span className="sr-only">{t(reviewText.helpfulWhose, { author })}</span>
    </button>
  );
}

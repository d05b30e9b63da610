import { REVIEW_MAX_LENGTH } from '@messmate/shared/schemas/review-limits';
import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { buttonClass, fieldClass } from '@/components/ui/button-styles';
import { useSignInPrompt } from '@/features/account';
import { ApiError, failureText } from '@/lib/api-client';
import { messages, t } from '@/lib/i18n';
import { reviewText } from '../messages';
import { usePostReview } from '../api/post-review';
import { StarPicker } from './star-picker';

/** 'Leave a Review': text, an optional star rating and Submit Review (signed-in residents). */
export function ReviewComposer({ mealId, signedIn }: { mealId: string; signedIn: boolean }) {
  const [content, setContent] = useState('');
  const [rating, setRating] = useState<number | null>(null);
  const post = usePostReview(mealId);
  const promptSignIn = useSignInPrompt();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const shared = messages();
    if (!signedIn) {
      promptSignIn(shared.reviewLoginRequired);
      return;
    }
    const text = content.trim();
    if (!text) {
      toast.error(shared.reviewEmpty);
      return;
    }
    try {
      await post.mutateAsync({ content: text, rating });
      setContent('');
      setRating(null);
      toast.success(shared.reviewSuccess);
    } catch (error) {
      if (error instanceof ApiError && error.status === 401)
        promptSignIn(shared.reviewLoginRequired);
      else toast.error(failureText(error, shared.reviewFailed, shared.reviewLoginRequired));
    }
  }

  const nearLimit = content.length > REVIEW_MAX_LENGTH * 0.9;
  return (
    <form
      onSubmit={submit}
      noValidate
      className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h3 className="text-lg font-bold text-stone-900">
        <label htmlFor="review-content">{t(reviewText.leave)}</label>
      </h3>
      <p className="mt-1 text-sm text-stone-600">{t(reviewText.leaveIntro)}</p>
      <div className="mt-4">
        <StarPicker value={rating} onChange={setRating} />
      </div>
      <textarea
        id="review-content"
        value={content}
        onChange={(event) => setContent(event.target.value)}
        rows={5}
        maxLength={REVIEW_MAX_LENGTH}
        aria-describedby="review-length"
        placeholder={t(reviewText.placeholder)}
        className={`${fieldClass} mt-4 resize-y`}
      />
      <p
        id="review-length"
        className={`mt-1 text-right text-xs tabular-nums ${nearLimit ? 'text-amber-800' : 'text-stone-500'}`}
      >
        {t(reviewText.length, { count: content.length, max: REVIEW_MAX_LENGTH })}
      </p>
      <button
        type="submit"
        disabled={post.isPending}
        className={buttonClass('primary', 'md', 'mt-3 w-full sm:w-auto')}
      >
        {post.isPending ? t(reviewText.submitting) : t(reviewText.submit)}
      </button>
    </form>
  );
}

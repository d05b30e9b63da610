import { REVIEW_MAX_LENGTH } from '@messmate/shared/schemas/review-limits';
import type { Review } from '@messmate/shared/schemas/review';
import { useId, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { buttonClass, fieldClass } from '@/components/ui/button-styles';
import { ApiError } from '@/lib/api-client';
import { messages, t } from '@/lib/i18n';
import { reviewText } from '../messages';
import { useUpdateReview } from '../api/update-review';
import { StarPicker } from './star-picker';
import { reviewMealTitle } from './review-meal-title';

/** Edits one's own review in place: the text ('Review cannot be empty!') and the stars. */
export function ReviewEditForm({ review, onDone }: { review: Review; onDone: () => void }) {
  const [content, setContent] = useState(review.content);
  const [rating, setRating] = useState<number | null>(review.rating);
  const update = useUpdateReview();
  const fieldId = useId();

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const shared = messages();
    const text = content.trim();
    if (!text) {
      toast.error(shared.reviewEditEmpty);
      return;
    }
    try {
      const result = await update.mutateAsync({ id: review._id, body: { content: text, rating } });
      if (result.modifiedCount > 0) {
        toast.success(t(reviewText.updated));
        onDone();
      } else {
        toast.error(shared.reviewUpdateFailed);
      }
    } catch (error) {
      toast.error(
        error instanceof ApiError && error.status === 400
          ? error.message
          : shared.reviewUpdateFailed,
      );
    }
  }

  return (
    <form onSubmit={save} noValidate className="space-y-3">
      <label htmlFor={fieldId} className="block text-sm font-semibold text-stone-800">
        {t(reviewText.editLabel, { meal: reviewMealTitle(review) })}
      </label>
      <textarea
        id={fieldId}
        value={content}
        onChange={(event) => setContent(event.target.value)}
        rows={4}
        maxLength={REVIEW_MAX_LENGTH}
        autoFocus
        className={`${fieldClass} resize-y`}
      />
      <StarPicker value={rating} onChange={setRating} legend={t(reviewText.rating)} />
      <div className="flex flex-wrap gap-2">
        <button type="submit" disabled={update.isPending} className={buttonClass('primary', 'sm')}>
          {update.isPending ? t(reviewText.saving) : t(reviewText.save)}
        </button>
        <button type="button" onClick={onDone} className={buttonClass('secondary', 'sm')}>
          {t(reviewText.cancel)}
        </button>
      </div>
    </form>
  );
}

import { MESSAGES } from '@messmate/shared/messages';
import { REVIEW_MAX_LENGTH } from '@messmate/shared/schemas/review-limits';
import type { Review } from '@messmate/shared/schemas/review';
import { useId, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { buttonClass, fieldClass } from '@/components/ui/button-styles';
import { ApiError } from '@/lib/api-client';
import { useUpdateReview } from '../api/update-review';
import { StarPicker } from './star-picker';

/** Edits one's own review in place: the text ('Review cannot be empty!') and the stars. */
export function ReviewEditForm({ review, onDone }: { review: Review; onDone: () => void }) {
  const [content, setContent] = useState(review.content);
  const [rating, setRating] = useState<number | null>(review.rating);
  const update = useUpdateReview();
  const fieldId = useId();

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const text = content.trim();
    if (!text) {
      toast.error(MESSAGES.reviewEditEmpty);
      return;
    }
    try {
      const result = await update.mutateAsync({ id: review._id, body: { content: text, rating } });
      if (result.modifiedCount > 0) {
        toast.success('Review updated');
        onDone();
      } else {
        toast.error(MESSAGES.reviewUpdateFailed);
      }
    } catch (error) {
      toast.error(
        error instanceof ApiError && error.status === 400
          ? error.message
          : MESSAGES.reviewUpdateFailed,
      );
    }
  }

  return (
    <form onSubmit={save} noValidate className="space-y-3">
      <label htmlFor={fieldId} className="block text-sm font-semibold text-stone-800">
        Your review of {review.mealTitle}
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
      <StarPicker value={rating} onChange={setRating} legend="Rating" />
      <div className="flex flex-wrap gap-2">
        <button type="submit" disabled={update.isPending} className={buttonClass('primary', 'sm')}>
          {update.isPending ? 'Saving…' : 'Save'}
        </button>
        <button type="button" onClick={onDone} className={buttonClass('secondary', 'sm')}>
          Cancel
        </button>
      </div>
    </form>
  );
}

import { MESSAGES } from '@messmate/shared/messages';
import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { buttonClass, fieldClass } from '@/components/ui/button-styles';

/** 'Leave a Review': a text area and Submit Review; posting needs a signed-in resident. */
export function ReviewForm() {
  const [content, setContent] = useState('');

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    toast.error(MESSAGES.reviewLoginRequired);
  }

  return (
    <form
      onSubmit={submit}
      className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h3 className="text-lg font-bold text-stone-900">
        <label htmlFor="review-content">Leave a Review</label>
      </h3>
      <p className="mt-1 text-sm text-stone-600">
        Tell the kitchen and other residents what you thought.
      </p>
      <textarea
        id="review-content"
        value={content}
        onChange={(event) => setContent(event.target.value)}
        rows={5}
        maxLength={2000}
        placeholder="How was the taste, the portion, the spice?"
        className={`${fieldClass} mt-4 resize-y`}
      />
      <button type="submit" className={buttonClass('primary', 'md', 'mt-4 w-full sm:w-auto')}>
        Submit Review
      </button>
    </form>
  );
}

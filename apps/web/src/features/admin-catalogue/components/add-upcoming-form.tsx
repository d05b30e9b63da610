import { MESSAGES } from '@messmate/shared/messages';
import type { FormEvent } from 'react';
import toast from 'react-hot-toast';
import { buttonClass } from '@/components/ui/button-styles';
import { useAddUpcomingMeal } from '../api/add-upcoming-meal';
import { failureText } from '../lib/failure-text';
import { readMealForm } from '../lib/meal-draft';
import { MealFields } from './meal-fields';
import { ReadOnlyField } from './read-only-field';

const FAILED = '❌ Failed to add upcoming meal.';
const FAILED_RETRY = '❌ Failed to add upcoming meal. Try again.';

/** Add Upcoming Meal: the same fields as Add Meal, posted by the signed-in admin. */
export function AddUpcomingForm({
  postedBy,
  onAdded,
  onCancel,
}: {
  postedBy: string;
  onAdded: () => void;
  onCancel: () => void;
}) {
  const add = useAddUpcomingMeal();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const read = readMealForm(new FormData(event.currentTarget));
    if ('problem' in read) {
      toast.error(`${FAILED} ${read.problem}`);
      return;
    }
    try {
      await add.mutateAsync(read.draft);
      toast.success(MESSAGES.upcomingAddSuccess);
      onAdded();
    } catch (error) {
      toast.error(failureText(FAILED, FAILED_RETRY, error));
    }
  }

  return (
    <form onSubmit={onSubmit} className="space-y-6">
      <MealFields />
      <ReadOnlyField label="Posted by" value={postedBy} />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <button type="button" onClick={onCancel} className={buttonClass('secondary')}>
          Cancel
        </button>
        <button type="submit" disabled={add.isPending} className={buttonClass('primary')}>
          {add.isPending ? 'Adding...' : 'Add Upcoming Meal'}
        </button>
      </div>
    </form>
  );
}

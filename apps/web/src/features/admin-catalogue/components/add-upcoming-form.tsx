import type { FormEvent } from 'react';
import toast from 'react-hot-toast';
import { buttonClass } from '@/components/ui/button-styles';
import { messages, t } from '@/lib/i18n';
import { useAddUpcomingMeal } from '../api/add-upcoming-meal';
import { failureText } from '../lib/failure-text';
import { readMealForm } from '../lib/meal-draft';
import { upcomingAdminText } from '../upcoming/messages';
import { MealFields } from './meal-fields';
import { ReadOnlyField } from './read-only-field';

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
      toast.error(`${t(upcomingAdminText.addFailed)} ${read.problem}`);
      return;
    }
    try {
      await add.mutateAsync(read.draft);
      toast.success(messages().upcomingAddSuccess);
      onAdded();
    } catch (error) {
      toast.error(
        failureText(t(upcomingAdminText.addFailed), t(upcomingAdminText.addFailedRetry), error),
      );
    }
  }

  return (
    <form onSubmit={onSubmit} className="space-y-6">
      <MealFields />
      <ReadOnlyField label={t(upcomingAdminText.postedBy)} value={postedBy} />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <button type="button" onClick={onCancel} className={buttonClass('secondary')}>
          {t(upcomingAdminText.cancel)}
        </button>
        <button type="submit" disabled={add.isPending} className={buttonClass('primary')}>
          {add.isPending ? t(upcomingAdminText.adding) : t(upcomingAdminText.add)}
        </button>
      </div>
    </form>
  );
}

import type { FormEvent } from 'react';
import toast from 'react-hot-toast';
import { buttonClass } from '@/components/ui/button-styles';
import { t } from '@/lib/i18n';
import type { MealEdit } from '../api/edit-meal';
import { failureText } from '../lib/failure-text';
import { readMealEditForm } from '../lib/meal-draft';
import { catalogueText } from '../messages';
import { MealFields, type MealValues } from './meal-fields';

interface EditMealFormProps {
  meal: MealValues & { _id: string };
  save: (edit: MealEdit) => Promise<unknown>;
  saving: boolean;
  onDone: () => void;
}

/** The meal's fields filled in as they are now; Save sends them (and a new photo, if chosen). */
export function EditMealForm({ meal, save, saving, onDone }: EditMealFormProps) {
  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const read = readMealEditForm(new FormData(event.currentTarget));
    const failed = t(catalogueText.saveFailed);
    if ('problem' in read) {
      toast.error(`${failed} ${read.problem}`);
      return;
    }
    try {
      await save({ id: meal._id, draft: read.draft, currentImage: meal.image });
      toast.success(t(catalogueText.saved));
      onDone();
    } catch (error) {
      toast.error(failureText(failed, t(catalogueText.saveFailedRetry), error));
    }
  }

  return (
    <form onSubmit={onSubmit} className="space-y-6">
      <MealFields initial={meal} />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <button type="button" onClick={onDone} className={buttonClass('secondary')}>
          {t(catalogueText.cancel)}
        </button>
        <button type="submit" disabled={saving} className={buttonClass('primary')}>
          {t(saving ? catalogueText.saving : catalogueText.save)}
        </button>
      </div>
    </form>
  );
}

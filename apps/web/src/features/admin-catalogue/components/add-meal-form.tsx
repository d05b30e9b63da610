import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { buttonClass } from '@/components/ui/button-styles';
import { messages, t } from '@/lib/i18n';
import { useAddMeal } from '../api/add-meal';
import { failureText } from '../lib/failure-text';
import { readMealForm } from '../lib/meal-draft';
import { catalogueText } from '../messages';
import { MealFields } from './meal-fields';
import { ReadOnlyField } from './read-only-field';

export interface CatalogueAdmin {
  name: string;
  email: string;
}

/** Add Meal: the photo is uploaded on submit, then the meal is added with the admin as distributor. */
export function AddMealForm({ admin }: { admin: CatalogueAdmin }) {
  const addMeal = useAddMeal();
  // A new key gives a fresh, empty form (and clears the photo preview) after a meal is added.
  const [formKey, setFormKey] = useState(0);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const read = readMealForm(new FormData(event.currentTarget));
    const { mealAddFailed, mealAddFailedRetry, mealAddSuccess } = messages();
    if ('problem' in read) {
      toast.error(`${mealAddFailed} ${read.problem}`);
      return;
    }
    try {
      await addMeal.mutateAsync(read.draft);
      toast.success(mealAddSuccess);
      setFormKey((key) => key + 1);
    } catch (error) {
      toast.error(failureText(mealAddFailed, mealAddFailedRetry, error));
    }
  }

  return (
    <form
      key={formKey}
      onSubmit={onSubmit}
      aria-label={t(catalogueText.formLabel)}
      className="space-y-6 rounded-3xl border border-stone-200 bg-white p-5 shadow-sm sm:p-8"
    >
      <MealFields />
      <fieldset className="grid gap-5 border-t border-stone-100 pt-5 sm:grid-cols-2">
        <legend className="sr-only">{t(catalogueText.distributor)}</legend>
        <ReadOnlyField label={t(catalogueText.distributorName)} value={admin.name || 'User'} />
        <ReadOnlyField label={t(catalogueText.distributorEmail)} value={admin.email} />
      </fieldset>
      <div className="flex justify-end">
        <button
          type="submit"
          disabled={addMeal.isPending}
          className={buttonClass('primary', 'lg', 'w-full sm:w-auto')}
        >
          {t(addMeal.isPending ? catalogueText.adding : catalogueText.addMeal)}
        </button>
      </div>
    </form>
  );
}

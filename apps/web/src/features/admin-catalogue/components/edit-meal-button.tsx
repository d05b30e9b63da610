import { useState } from 'react';
import { buttonClass } from '@/components/ui/button-styles';
import { useEditMeal, useEditUpcomingMeal } from '../api/edit-meal';
import { EditMealForm } from './edit-meal-form';
import type { MealValues } from './meal-fields';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { t } from '@/lib/i18n';
import { catalogueText } from '../messages';

type EditableMeal = MealValues & { _id: string };

/** Edit, opening the meal's fields in a dialog; `upcoming` edits an upcoming meal. */
export function EditMealButton({
  meal,
  upcoming = false,
}: {
  meal: EditableMeal;
  upcoming?: boolean;
}) {
  const [open, setOpen] = useState(false);
  const editMeal = useEditMeal();
  const editUpcoming = useEditUpcomingMeal();
  const edit = upcoming ? editUpcoming : editMeal;
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className={buttonClass('secondary', 'sm')}
      >
        {t(catalogueText.edit)}
        <span className="sr-only"> {meal.title}</span>
      </button>
      <ModalDialog
        open={open}
        title={t(catalogueText.editTitle, { title: meal.title })}
        onClose={() => setOpen(false)}
      >
        {open ? (
          <EditMealForm
            meal={meal}
            save={edit.mutateAsync}
            saving={edit.isPending}
            onDone={() => setOpen(false)}
          />
        ) : null}
      </ModalDialog>
    </>
  );
}

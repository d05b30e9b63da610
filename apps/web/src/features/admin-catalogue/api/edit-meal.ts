import { useMutation, useQueryClient } from '@tanstack/react-query';
import { mealKeys } from '@/features/meals';
import { upcomingMealKeys } from '@/features/upcoming';
import { api } from '@/lib/api-client';
import type { MealEditDraft } from '../lib/meal-draft';
import { uploadImage } from './upload-image';

/** Which meal, its edited fields, and the photo it keeps unless a new one was chosen. */
export interface MealEdit {
  id: string;
  draft: MealEditDraft;
  currentImage: string;
}

/** The body of an edit: a newly chosen photo is uploaded first, like Add Meal's. */
async function editBody({ draft, currentImage }: MealEdit) {
  const image = draft.photo ? (await uploadImage(draft.photo)).url : currentImage;
  return { ...draft.fields, image };
}

export function useEditMeal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (edit: MealEdit) =>
      api('PATCH /admin/meals/:id', { params: { id: edit.id }, body: await editBody(edit) }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: mealKeys.all }),
  });
}

export function useEditUpcomingMeal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (edit: MealEdit) =>
      api('PATCH /upcoming-meals/:id', { params: { id: edit.id }, body: await editBody(edit) }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: upcomingMealKeys.all }),
  });
}

import type { InsertedResult } from '@messmate/shared/schemas/create-meal';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { upcomingMealKeys } from '@/features/upcoming';
import { api } from '@/lib/api-client';
import type { MealDraft } from '../lib/meal-draft';
import { uploadImage } from './upload-image';

/** Uploads the photo, then adds the upcoming meal; the server records the admin as its poster. */
export async function addUpcomingMeal({ fields, photo }: MealDraft): Promise<InsertedResult> {
  const { url } = await uploadImage(photo);
  return api('POST /upcoming-meals', { body: { ...fields, image: url } });
}

export function useAddUpcomingMeal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addUpcomingMeal,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: upcomingMealKeys.all }),
  });
}

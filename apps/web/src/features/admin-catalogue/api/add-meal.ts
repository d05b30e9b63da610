import type { CreateMealResult } from '@messmate/shared/schemas/create-meal';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminKeys } from '@/features/admin';
import { mealKeys } from '@/features/meals';
import { api } from '@/lib/api-client';
import type { MealDraft } from '../lib/meal-draft';
import { uploadImage } from './upload-image';

/** Uploads the photo first, then adds the meal with the photo's address on our server. */
export async function addMeal({ fields, photo }: MealDraft): Promise<CreateMealResult> {
  const { url } = await uploadImage(photo);
  return api('POST /admin/meals', { body: { ...fields, image: url } });
}

export function useAddMeal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addMeal,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: mealKeys.all });
      await queryClient.invalidateQueries({ queryKey: adminKeys.mealsCounts });
    },
  });
}

import type { CreateMealBody, CreateMealResult } from '@messmate/shared/schemas/create-meal';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { MealDraft } from '../lib/meal-draft';
import { uploadImage } from './upload-image';

/** Uploads the photo first, then adds the meal with the photo's address on our server. */
export async function addMeal({ fields, photo }: MealDraft): Promise<CreateMealResult> {
  const { url } = await uploadImage(photo);
  const body: CreateMealBody = { ...fields, image: url };
  return api.post<CreateMealResult>('/admin/meals', body);
}

export function useAddMeal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addMeal,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['meals'] });
      await queryClient.invalidateQueries({ queryKey: ['admin', 'meals-count'] });
    },
  });
}

import type { UpdateMessSettingsBody } from '@messmate/shared/schemas/mess-settings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { boardKeys } from './query-keys';

export const saveMessSettings = (body: UpdateMessSettingsBody) =>
  api('PUT /mess-settings', { body });

/** Saves the sittings' times and the default (admins); every menu's times follow. */
export function useSaveMessSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveMessSettings,
    onSuccess: (settings) => {
      queryClient.setQueryData(boardKeys.settings, settings);
      return queryClient.invalidateQueries({ queryKey: boardKeys.all });
    },
  });
}

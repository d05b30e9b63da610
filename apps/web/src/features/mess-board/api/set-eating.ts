import type { Menu } from '@messmate/shared/schemas/menu';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { withEating, type EatingChoice } from '../lib/menu-edits';
import { boardKeys } from './query-keys';

export const setEating = ({ date, sitting, eating }: EatingChoice) =>
  api('PUT /board/:date/:sitting', { params: { date, sitting }, body: { eating } });

/**
 * One tap on or off the board. Every cached menu shows the choice at once; a refusal (the
 * cut-off passed) puts them back, and the menus are fetched again either way.
 */
export function useSetEating() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setEating,
    onMutate: async (choice) => {
      await queryClient.cancelQueries({ queryKey: boardKeys.menus });
      const before = queryClient.getQueriesData<Menu>({ queryKey: boardKeys.menus });
      queryClient.setQueriesData<Menu>({ queryKey: boardKeys.menus }, (menu) =>
        menu ? withEating(menu, choice) : menu,
      );
      return { before };
    },
    onError: (_error, _choice, context) => {
      for (const [key, menu] of context?.before ?? []) queryClient.setQueryData(key, menu);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: boardKeys.menus }),
  });
}

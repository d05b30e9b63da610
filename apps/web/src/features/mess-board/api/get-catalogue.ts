import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { boardKeys } from './query-keys';

/** Every meal in the catalogue (limit=0: all of them), most liked first: what a menu picks from. */
export const getCatalogue = () => api('GET /meals', { query: { sortBy: 'likes', limit: 0 } });

export const catalogueQueryOptions = queryOptions({
  queryKey: boardKeys.catalogue,
  queryFn: getCatalogue,
});

export function useCatalogue() {
  return useQuery(catalogueQueryOptions);
}

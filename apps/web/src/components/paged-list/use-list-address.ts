import { useSearchParams } from 'react-router';

/** A list's page, search text and filters, kept in the address so Back and links keep them. */
export interface ListAddress<Filter extends string> {
  page: number;
  search: string;
  filters: Record<Filter, string>;
  /** New search text: back to page 1, replacing the history entry (one per pause in typing). */
  setSearch: (text: string) => void;
  /** A new filter value: back to page 1. */
  setFilter: (key: Filter, value: string) => void;
  /** The address of another page of the same list. */
  hrefFor: (page: number) => string;
  /** What to ask the server for: the page, and the search and filters that are set. */
  query: { page: number; search?: string } & Partial<Record<Filter, string>>;
  /** True when a search or a filter narrows the list. */
  narrowed: boolean;
}

export function useListAddress<Filter extends string>(
  filterKeys: readonly Filter[],
): ListAddress<Filter> {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '', 10) || 1);
  const filters = Object.fromEntries(
    filterKeys.map((key) => [key, params.get(key) ?? '']),
  ) as Record<Filter, string>;

  function change(key: string, value: string, replace: boolean) {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    next.delete('page');
    setParams(next, { replace });
  }

  const search = params.get('q') ?? '';
  const setFilters = Object.fromEntries(
    Object.entries<string>(filters).filter(([, value]) => value !== ''),
  ) as Partial<Record<Filter, string>>;

  return {
    page,
    search,
    query: { page, ...(search ? { search } : {}), ...setFilters },
    narrowed: search !== '' || Object.keys(setFilters).length > 0,
    filters,
    setSearch: (text) => change('q', text, true),
    setFilter: (key, value) => change(key, value, false),
    hrefFor: (target) => {
      const next = new URLSearchParams(params);
      if (target > 1) next.set('page', String(target));
      else next.delete('page');
      return `?${next.toString()}`;
    },
  };
}

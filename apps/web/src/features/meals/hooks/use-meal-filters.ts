import { MEAL_CATEGORIES, type MealCategory } from '@messmate/shared/constants';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { MealFilters } from '../api/get-infinite-meals';

const TYPING_DEBOUNCE_MS = 300;
const FILTER_KEYS = ['search', 'category', 'min', 'max'] as const;

function toCategory(value: string | null): MealCategory | '' {
  return MEAL_CATEGORIES.find((category) => category.toLowerCase() === value?.toLowerCase()) ?? '';
}

/** The filters a meals-list address asks for (unknown categories read as none). */
export function readFilters(params: URLSearchParams): MealFilters {
  return {
    search: params.get('search') ?? '',
    category: toCategory(params.get('category')),
    min: params.get('min') ?? '',
    max: params.get('max') ?? '',
  };
}

function toParams(filters: MealFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of FILTER_KEYS) {
    if (filters[key].trim() !== '') params.set(key, filters[key]);
  }
  return params;
}

/**
 * The meals list's filters, kept in the address so a search can be shared or reloaded.
 * `draft` follows every keystroke; `applied` (what the list shows) follows the address,
 * which catches up with typing after a short pause and at once for the category.
 */
export function useMealFilters() {
  const [searchParams, setSearchParams] = useSearchParams();
  const urlText = searchParams.toString();
  const applied = readFilters(searchParams);
  const [draft, setDraft] = useState(applied);
  const [seenUrl, setSeenUrl] = useState(urlText);

  // The address changed under us (a nav link, back button): the inputs follow it.
  if (urlText !== seenUrl) {
    setSeenUrl(urlText);
    setDraft(applied);
  }

  useEffect(() => {
    const wanted = toParams(draft);
    if (wanted.toString() === urlText) return;
    const timer = window.setTimeout(
      () => setSearchParams(wanted, { replace: true }),
      TYPING_DEBOUNCE_MS,
    );
    return () => window.clearTimeout(timer);
  }, [draft, urlText, setSearchParams]);

  function update(patch: Partial<MealFilters>, { immediate = false } = {}) {
    const next = { ...draft, ...patch };
    setDraft(next);
    if (immediate) setSearchParams(toParams(next), { replace: true });
  }

  const clear = () => update({ search: '', category: '', min: '', max: '' }, { immediate: true });
  const hasFilters = FILTER_KEYS.some((key) => draft[key].trim() !== '');

  return { draft, applied, update, clear, hasFilters };
}

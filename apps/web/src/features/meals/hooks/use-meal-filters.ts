import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  hasFilters,
  NO_FILTERS,
  readFilters,
  writeFilters,
  type MealFilters,
} from '../lib/meal-filters';

const TYPING_DEBOUNCE_MS = 300;

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
    const wanted = writeFilters(draft);
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
    if (immediate) setSearchParams(writeFilters(next), { replace: true });
  }

  const clear = () => update(NO_FILTERS, { immediate: true });

  return { draft, applied, update, clear, hasFilters: hasFilters(draft) };
}

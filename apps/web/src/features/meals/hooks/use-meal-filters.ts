import { useCallback, useEffect, useState } from 'react';
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
  // The address this hook last wrote: when it lands, the reader may already have typed on.
  const [ownUrl, setOwnUrl] = useState<string | null>(null);

  // The address changed under us (a nav link, back button): the inputs follow it. Our own
  // write catching up with the typing leaves the inputs alone, or the newest keys would be lost.
  if (urlText !== seenUrl) {
    setSeenUrl(urlText);
    if (urlText === ownUrl) setOwnUrl(null);
    else setDraft(applied);
  }

  const writeUrl = useCallback(
    (wanted: URLSearchParams) => {
      setOwnUrl(wanted.toString());
      setSearchParams(wanted, { replace: true });
    },
    [setSearchParams],
  );

  useEffect(() => {
    const wanted = writeFilters(draft);
    if (wanted.toString() === urlText) return;
    const timer = window.setTimeout(() => writeUrl(wanted), TYPING_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [draft, urlText, writeUrl]);

  function update(patch: Partial<MealFilters>, { immediate = false } = {}) {
    const next = { ...draft, ...patch };
    setDraft(next);
    if (immediate) writeUrl(writeFilters(next));
  }

  const clear = () => update(NO_FILTERS, { immediate: true });

  return { draft, applied, update, clear, hasFilters: hasFilters(draft) };
}

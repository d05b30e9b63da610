import { useEffect, useState, type ReactNode } from 'react';
import { fieldClass } from '@/components/ui/button-styles';
import { SearchIcon } from '@/components/ui/icons';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { effectiveSearch } from './effective-search';

export interface SearchBoxProps {
  id: string;
  label: string;
  placeholder: string;
  /** The search in the address. */
  value: string;
  onSearch: (text: string) => void;
  /** Shorter text searches nothing (Manage Users waits for 2 characters). */
  minLength?: number;
  /** The line under the box; gets the trimmed text typed so far. */
  hint?: (typed: string) => ReactNode;
}

/** A labelled search field that searches once typing pauses. */
export function SearchBox({
  id,
  label,
  placeholder,
  value,
  onSearch,
  minLength = 1,
  hint,
}: SearchBoxProps) {
  const [text, setText] = useState(value);
  const settled = useDebouncedValue(text, 300);
  useEffect(() => {
    const wanted = effectiveSearch(settled, minLength);
    if (wanted !== value) onSearch(wanted);
  }, [settled, minLength, value, onSearch]);

  return (
    <div className="w-full max-w-md">
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-stone-800">
        {label}
      </label>
      <div className="relative">
        <SearchIcon className="pointer-events-none absolute left-3.5 top-1/2 h-5 w-5 -translate-y-1/2 text-stone-500" />
        <input
          id={id}
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          maxLength={100}
          placeholder={placeholder}
          aria-describedby={hint ? `${id}-hint` : undefined}
          className={`${fieldClass} pl-11`}
        />
      </div>
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-xs text-stone-600">
          {hint(text.trim())}
        </p>
      ) : null}
    </div>
  );
}

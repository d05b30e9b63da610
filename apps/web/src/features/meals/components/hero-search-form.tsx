import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { SearchIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { t } from '@/lib/i18n';
import { mealsText } from '../messages';

/** Sends the trimmed text to the meals list; an empty search does nothing. */
export function HeroSearchForm() {
  const navigate = useNavigate();
  const [text, setText] = useState('');

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const search = text.trim();
    if (!search) return;
    void navigate(paths.meals({ search }));
  }

  return (
    <form
      role="search"
      onSubmit={submit}
      className="flex w-full max-w-xl gap-2 rounded-full bg-white p-1.5 shadow-xl shadow-black/20"
    >
      <label htmlFor="hero-search" className="sr-only">
        {t(mealsText.searchLabel)}
      </label>
      <div className="flex flex-1 items-center gap-2 pl-3">
        <SearchIcon className="h-5 w-5 shrink-0 text-stone-500" />
        <input
          id="hero-search"
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder={t(mealsText.searchPlaceholder)}
          autoComplete="off"
          className="w-full min-w-0 bg-transparent py-2 text-stone-900 placeholder:text-stone-500 focus:outline-none"
        />
      </div>
      <button
        type="submit"
        className="rounded-full bg-brand-700 px-5 py-2.5 text-sm font-semibold text-white transition hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 sm:px-7"
      >
        {t(mealsText.search)}
      </button>
    </form>
  );
}

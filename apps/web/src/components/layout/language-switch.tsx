import { useState } from 'react';
import { languageStore, useLanguage } from '@/lib/i18n';

interface LanguageSwitchProps {
  className?: string;
}

/**
 * One tap to the other language, named in that language ('বাংলা' on an English page, 'English' on a
 * Bangla one) so a reader finds it without reading the page's language.
 */
export function LanguageSwitch({ className = '' }: LanguageSwitchProps) {
  const { language } = useLanguage();
  const [busy, setBusy] = useState(false);
  const other = language === 'bn' ? 'en' : 'bn';

  const choose = async () => {
    setBusy(true);
    try {
      await languageStore.choose(other);
    } finally {
      setBusy(false);
    }
  };

  return (
    <button
      type="button"
      lang={other}
      aria-busy={busy}
      disabled={busy}
      onClick={() => void choose()}
      className={
        'inline-flex min-h-10 items-center justify-center rounded-full border border-stone-300 px-3 text-sm font-semibold text-stone-800 transition hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:opacity-60 ' +
        className
      }
    >
      {other === 'bn' ? 'বাংলা' : 'English'}
    </button>
  );
}

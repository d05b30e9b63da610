import { languageStore, useLanguage } from '@/lib/i18n';

/** On a Bangla page: numbers in Bengali digits (১২৩) or in 0-9, as the reader likes. */
export function DigitsSwitch({ className = 'text-stone-700' }: { className?: string }) {
  const { language, bengaliDigits } = useLanguage();
  if (language !== 'bn') return null;
  return (
    <label
      className={`inline-flex min-h-10 cursor-pointer items-center gap-2 text-sm font-medium ${className}`}
    >
      <input
        type="checkbox"
        checked={bengaliDigits}
        onChange={(event) => void languageStore.setBengaliDigits(event.currentTarget.checked)}
        className="h-4 w-4 accent-brand-700"
      />
      বাংলা অঙ্ক (১২৩)
    </label>
  );
}

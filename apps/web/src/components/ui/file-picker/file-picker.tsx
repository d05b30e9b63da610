import { useState, type InputHTMLAttributes } from 'react';
import { t } from '@/lib/i18n';
import { filePickerText } from './messages';

type FilePickerProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'className'> & {
  id: string;
  /** The button's colours: the page's main action, or a quieter one. */
  tone?: 'brand' | 'quiet';
};

const TONES = {
  brand: 'bg-brand-700 text-white group-hover:bg-brand-800',
  quiet: 'bg-stone-200 text-stone-900 group-hover:bg-stone-300',
};

/**
 * A file input whose button and note are in the reader's language. The real input lies over the
 * drawn button, transparent: a click, a tap or the keyboard reach it, and its label stays its own.
 */
export function FilePicker({ tone = 'brand', onChange, ...input }: FilePickerProps) {
  const [chosen, setChosen] = useState<string | null>(null);
  return (
    <div className="group relative flex w-full items-center gap-3 rounded-full text-sm text-stone-700 focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-brand-700">
      <input
        {...input}
        type="file"
        onChange={(event) => {
          setChosen(event.target.files?.[0]?.name ?? null);
          onChange?.(event);
        }}
        className="absolute inset-0 h-full w-full cursor-pointer opacity-0 disabled:cursor-not-allowed"
      />
      <span
        aria-hidden="true"
        className={`shrink-0 rounded-full px-4 py-2 font-semibold ${TONES[tone]}`}
      >
        {t(filePickerText.choose)}
      </span>
      <span aria-hidden="true" className="min-w-0 truncate">
        {chosen ?? t(filePickerText.noneChosen)}
      </span>
    </div>
  );
}

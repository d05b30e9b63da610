import { useState, type FormEvent } from 'react';
import { buttonClass, fieldClass } from '@/components/ui/button-styles';
import { t } from '@/lib/i18n';
import { counterText } from '../counter/messages';

/** The short code, typed: for a phone the camera cannot read, or a laptop without one. */
export function CodeEntry({ onCode, busy }: { onCode: (code: string) => void; busy: boolean }) {
  const [text, setText] = useState('');
  function submit(event: FormEvent) {
    event.preventDefault();
    if (!text.trim()) return;
    onCode(text);
    setText('');
  }
  return (
    <form onSubmit={submit} className="flex items-end gap-2">
      <label className="flex-1">
        <span className="mb-1 block text-sm font-semibold text-stone-800">
          {t(counterText.shortCode)}
        </span>
        <input
          value={text}
          onChange={(event) => setText(event.target.value)}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          placeholder={t(counterText.shortCodeExample)}
          className={`${fieldClass} font-mono text-lg tracking-widest uppercase placeholder:font-sans placeholder:normal-case placeholder:tracking-normal`}
        />
      </label>
      <button type="submit" disabled={busy} className={buttonClass('secondary', 'lg')}>
        {t(counterText.lookUp)}
      </button>
    </form>
  );
}

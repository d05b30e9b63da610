import { useState, type InputHTMLAttributes } from 'react';
import { t } from '@/lib/i18n';
import { accountText } from '../messages';
import { TextField } from './text-field';

type PasswordFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & {
  label?: string;
  hint?: string;
};

/** A password input whose text can be shown, to check for typos on a phone keyboard. */
export function PasswordField({ label = t(accountText.password), ...input }: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      label={label}
      type={visible ? 'text' : 'password'}
      trailing={
        <button
          type="button"
          onClick={() => setVisible((was) => !was)}
          aria-pressed={visible}
          className="rounded-lg px-2.5 py-1 text-xs font-semibold text-brand-800 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-700"
        >
          {visible ? t(accountText.hide) : t(accountText.show)}
          <span className="sr-only">{t(accountText.passwordWord)}</span>
        </button>
      }
      {...input}
    />
  );
}

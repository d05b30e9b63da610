import type { InputHTMLAttributes } from 'react';
import { fieldClass } from '@/components/ui/button-styles';

interface CardFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange'> {
  id: string;
  label: string;
  error?: string;
  onValue: (value: string) => void;
}

/** One labelled input of the test card form, with its problem shown right under it. */
export function CardField({ id, label, error, onValue, className = '', ...input }: CardFieldProps) {
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium text-stone-800">
        {label}
      </label>
      <input
        id={id}
        type="text"
        spellCheck={false}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onValue(event.target.value)}
        className={`${fieldClass} mt-1.5 font-mono tracking-wide ${error ? 'border-red-500' : ''}`}
        {...input}
      />
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

import { useId, type ReactNode } from 'react';
import { fieldClass } from '@/components/ui/button-styles';
import { numberFormat } from '@/lib/i18n';

interface TextInputProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  maxLength: number;
  /** Several lines (a message) rather than one (a subject). */
  multiline?: boolean;
  hint?: ReactNode;
}

/** A labelled text field with its length shown near the limit. */
export function TextInput({ label, value, onChange, maxLength, multiline, hint }: TextInputProps) {
  const id = useId();
  const props = {
    id,
    value,
    maxLength,
    required: true,
    'aria-describedby': `${id}-count`,
    className: `${fieldClass} ${multiline ? 'resize-y' : ''}`,
  };
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-stone-800">
        {label}
      </label>
      {multiline ? (
        <textarea {...props} rows={6} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input {...props} type="text" onChange={(event) => onChange(event.target.value)} />
      )}
      <p id={`${id}-count`} className="mt-1 flex justify-between gap-3 text-xs text-stone-600">
        <span>{hint}</span>
        <span className="tabular-nums">
          {numberFormat().format(value.length)}/{numberFormat().format(maxLength)}
        </span>
      </p>
    </div>
  );
}

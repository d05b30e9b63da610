import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { fieldClass } from '@/components/ui/button-styles';

interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  hint?: string;
  /** Something to show inside the field's right edge, such as a show-password button. */
  trailing?: ReactNode;
}

/** A labelled input with an optional hint under it. */
export function TextField({ label, hint, trailing, className = '', ...input }: TextFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-stone-800">
        {label}
      </label>
      <div className="relative">
        <input
          id={id}
          aria-describedby={hint ? hintId : undefined}
          className={`${fieldClass} ${trailing ? 'pr-20' : ''}`}
          {...input}
        />
        {trailing ? (
          <div className="absolute inset-y-0 right-1.5 flex items-center">{trailing}</div>
        ) : null}
      </div>
      {hint ? (
        <p id={hintId} className="mt-1 text-xs text-stone-500">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

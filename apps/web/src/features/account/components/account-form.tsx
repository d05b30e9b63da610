import { useId, type FormEvent, type ReactNode } from 'react';
import { buttonClass } from '@/components/ui/button-styles';
import { FormAlert } from './form-alert';

interface AccountFormProps {
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  error: string | null;
  submitting: boolean;
  submitLabel: string;
  busyLabel: string;
  /** Below the button, such as Continue with Google. */
  footer?: ReactNode;
  /** On wider screens the button fits its words (settings panels) instead of the form's width. */
  compact?: boolean;
  children: ReactNode;
}

/** An account form: its fields, its failure in words, and one wide submit button. */
export function AccountForm({
  onSubmit,
  error,
  submitting,
  submitLabel,
  busyLabel,
  footer,
  compact = false,
  children,
}: AccountFormProps) {
  const errorId = useId();
  return (
    <form onSubmit={onSubmit} className="space-y-4" aria-describedby={error ? errorId : undefined}>
      {children}
      {error ? <FormAlert id={errorId}>{error}</FormAlert> : null}
      <button
        type="submit"
        disabled={submitting}
        className={buttonClass('primary', 'lg', compact ? 'w-full sm:w-auto' : 'w-full')}
      >
        {submitting ? busyLabel : submitLabel}
      </button>
      {footer}
    </form>
  );
}

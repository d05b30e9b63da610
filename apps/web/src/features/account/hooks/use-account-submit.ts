import { useState, type FormEvent } from 'react';
import { errorText } from '../lib/error-text';

/** Reads a named field of a submitted form as text. */
export type FieldReader = (name: string) => string;

/**
 * The submit cycle every account form shares: read the fields, run `action`, and keep its
 * failure in words beside the button (once: not also as a toast) until the next try.
 */
export function useAccountSubmit(
  action: (field: FieldReader, form: HTMLFormElement) => Promise<void>,
  fallbackError: string,
) {
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const element = event.currentTarget;
    const form = new FormData(element);
    setError(null);
    setSubmitting(true);
    try {
      await action((name) => String(form.get(name) ?? ''), element);
    } catch (failure) {
      setError(errorText(failure, fallbackError));
    } finally {
      setSubmitting(false);
    }
  }

  return { error, submitting, onSubmit };
}

import type { ReactNode } from 'react';

/** A form's failure, in words, next to the button that caused it. */
export function FormAlert({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p
      id={id}
      role="alert"
      className="rounded-xl border border-red-200 bg-red-50 px-3.5 py-2.5 text-sm font-medium text-red-900"
    >
      {children}
    </p>
  );
}

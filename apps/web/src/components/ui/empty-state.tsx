import type { ReactNode } from 'react';

interface EmptyStateProps {
  emoji: string;
  title: string;
  children?: ReactNode;
  action?: ReactNode;
  /** The title's heading level, to fit the outline of the page it sits on. */
  titleAs?: 'h1' | 'h2' | 'h3';
}

/** A friendly message for a list with nothing in it, with an optional way forward. */
export function EmptyState({
  emoji,
  title,
  children,
  action,
  titleAs: Title = 'h3',
}: EmptyStateProps) {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center rounded-2xl border border-dashed border-stone-300 bg-white px-6 py-12 text-center">
      <span aria-hidden="true" className="text-5xl">
        {emoji}
      </span>
      <Title className="mt-4 text-lg font-semibold text-stone-900">{title}</Title>
      {children ? <p className="mt-2 text-stone-600">{children}</p> : null}
      {action ? <div className="mt-6">{action}</div> : null}
    </div>
  );
}

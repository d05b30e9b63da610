import type { ReactNode } from 'react';

interface SectionHeadingProps {
  id?: string;
  eyebrow?: string;
  title: ReactNode;
  children?: ReactNode;
  align?: 'center' | 'left';
}

/** A section's title with an optional small label above and a line of text below. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  children,
  align = 'center',
}: SectionHeadingProps) {
  const alignment = align === 'center' ? 'mx-auto text-center' : '';
  return (
    <div className={`max-w-2xl ${alignment}`}>
      {eyebrow ? (
        <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">{eyebrow}</p>
      ) : null}
      <h2 id={id} className="mt-1 text-2xl font-bold tracking-tight text-stone-900 sm:text-3xl">
        {title}
      </h2>
      {children ? <p className="mt-3 text-stone-600">{children}</p> : null}
    </div>
  );
}

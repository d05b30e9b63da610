import type { ReactNode } from 'react';

/** One 'label: value' line of a headcount card. */
export function CountLine({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap gap-x-1.5">
      <dt className="font-semibold text-stone-800">{label}:</dt>
      <dd className="text-stone-800">{children}</dd>
    </div>
  );
}

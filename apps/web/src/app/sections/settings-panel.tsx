import { useId, type ReactNode } from 'react';

/** A titled white panel under the profile card (Edit profile, Change password). */
export function SettingsPanel({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className="mt-6 rounded-3xl border border-stone-200 bg-white p-6 shadow-sm sm:p-8"
    >
      <h2 id={id} className="mb-5 text-xl font-bold text-stone-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

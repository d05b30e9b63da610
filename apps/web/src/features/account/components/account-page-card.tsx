import type { ReactNode } from 'react';
import { t } from '@/lib/i18n';
import { resetText } from '../reset/messages';

/** A narrow page for one account task (forgot or reset a password): title, words, the form. */
export function AccountPageCard({
  title,
  intro,
  children,
}: {
  title: string;
  intro: string;
  children: ReactNode;
}) {
  return (
    <section className="mx-auto max-w-lg px-4 py-10 sm:py-14">
      <title>{t(resetText.pageTitle, { title })}</title>
      <div className="rounded-3xl border border-stone-200 bg-white p-6 shadow-sm sm:p-10">
        <h1 className="text-3xl font-extrabold tracking-tight text-stone-900">{title}</h1>
        <p className="mt-2 text-stone-600">{intro}</p>
        <div className="mt-8">{children}</div>
      </div>
    </section>
  );
}

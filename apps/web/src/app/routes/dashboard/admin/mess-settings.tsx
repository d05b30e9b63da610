import { MessSettingsPage, settingsText } from '@/features/mess-board';
import { t } from '@/lib/i18n';

/** The sittings' times and cut-offs, and the community's default board. */
export function MessSettingsRoute() {
  return (
    <section className="mx-auto max-w-6xl">
      <title>{t(settingsText.pageTitle)}</title>
      <h1 className="mb-6 text-3xl font-extrabold tracking-tight text-stone-900">
        {t(settingsText.heading)}
      </h1>
      <MessSettingsPage />
    </section>
  );
}

import { SupportQueue, supportText } from '@/features/support';
import { t } from '@/lib/i18n';

export function AdminSupportRoute() {
  return (
    <section className="mx-auto max-w-5xl">
      <title>{t(supportText.adminPageTitle)}</title>
      <h1 className="mb-6 text-3xl font-extrabold tracking-tight text-stone-900">
        {t(supportText.heading)}
      </h1>
      <SupportQueue />
    </section>
  );
}

import { useSearchParams } from 'react-router';
import { SupportDesk, supportText, topicFrom } from '@/features/support';
import { t } from '@/lib/i18n';

/** Support: ask the kitchen; a meal's page or a request's row fills in what it is about. */
export function SupportRoute() {
  const [search] = useSearchParams();
  const about = {
    topic: topicFrom(search.get('topic')),
    mealId: search.get('mealId') ?? undefined,
    requestId: search.get('requestId') ?? undefined,
  };
  return (
    <section className="mx-auto max-w-5xl">
      <title>{t(supportText.pageTitle)}</title>
      <h1 className="mb-6 text-3xl font-extrabold tracking-tight text-stone-900">
        {t(supportText.heading)}
      </h1>
      <SupportDesk key={search.toString()} about={about} />
    </section>
  );
}

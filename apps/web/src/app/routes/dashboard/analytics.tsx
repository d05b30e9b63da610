import { analyticsText, MyAnalyticsView } from '@/features/analytics';
import { t } from '@/lib/i18n';

export function MyAnalyticsRoute() {
  return (
    <section>
      <title>{t(analyticsText.pageTitle)}</title>
      <MyAnalyticsView />
    </section>
  );
}

import { KitchenAnalyticsView, kitchenAnalyticsText } from '@/features/analytics';
import { t } from '@/lib/i18n';

export function AdminAnalyticsRoute() {
  return (
    <section>
      <title>{t(kitchenAnalyticsText.pageTitle)}</title>
      <KitchenAnalyticsView />
    </section>
  );
}

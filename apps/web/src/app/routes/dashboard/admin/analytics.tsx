import { KitchenAnalyticsView } from '@/features/analytics';

export function AdminAnalyticsRoute() {
  return (
    <section>
      <title>Analytics · Admin · MessMate</title>
      <KitchenAnalyticsView />
    </section>
  );
}

import { MyAnalyticsView } from '@/features/analytics';

export function MyAnalyticsRoute() {
  return (
    <section>
      <title>Meal Analytics · MessMate</title>
      <MyAnalyticsView />
    </section>
  );
}

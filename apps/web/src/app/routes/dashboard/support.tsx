import { useSearchParams } from 'react-router';
import { SupportDesk, topicFrom } from '@/features/support';

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
      <title>Support · MessMate</title>
      <h1 className="mb-6 text-3xl font-extrabold tracking-tight text-stone-900">Support</h1>
      <SupportDesk key={search.toString()} about={about} />
    </section>
  );
}

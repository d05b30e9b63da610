import { useParams } from 'react-router';
import { ThreadView } from '@/features/support';

export function SupportThreadRoute() {
  const { id = '' } = useParams();
  return (
    <section className="mx-auto max-w-3xl">
      <ThreadView key={id} id={id} />
    </section>
  );
}

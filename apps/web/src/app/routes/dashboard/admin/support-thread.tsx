import { useParams } from 'react-router';
import { ThreadView } from '@/features/support';

export function AdminSupportThreadRoute() {
  const { id = '' } = useParams();
  return (
    <section className="mx-auto max-w-3xl">
      <ThreadView key={id} id={id} kitchen />
    </section>
  );
}

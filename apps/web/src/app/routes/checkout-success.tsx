import { useSearchParams } from 'react-router';
import { SuccessView } from '@/features/membership';

export function CheckoutSuccessRoute() {
  const [params] = useSearchParams();
  return <SuccessView sessionId={params.get('session_id')} />;
}

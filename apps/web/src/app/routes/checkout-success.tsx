import { useSearchParams } from 'react-router';
import { SuccessView } from '@/features/membership/checkout/success-view';

export function CheckoutSuccessRoute() {
  const [params] = useSearchParams();
  return <SuccessView sessionId={params.get('session_id')} />;
}

import { useParams } from 'react-router';
import { useAuth } from '@/features/account/hooks/use-auth';
import { CheckoutView } from '@/features/membership/checkout/checkout-view';

export function CheckoutRoute() {
  const { plan = '' } = useParams();
  const { badge, refresh } = useAuth();
  return <CheckoutView slug={plan} badge={badge ?? undefined} onPaid={refresh} />;
}

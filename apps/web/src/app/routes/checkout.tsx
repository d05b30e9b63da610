import { useParams } from 'react-router';
import { useAuth } from '@/features/account';
import { CheckoutView } from '@/features/membership';

export function CheckoutRoute() {
  const { plan = '' } = useParams();
  const { badge, refresh } = useAuth();
  return <CheckoutView slug={plan} badge={badge ?? undefined} onPaid={refresh} />;
}

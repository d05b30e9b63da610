import { PaymentHistoryView } from '@/features/membership';

export function PaymentHistoryRoute() {
  return <PaymentHistoryView />;
}

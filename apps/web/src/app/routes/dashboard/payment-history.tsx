import { PaymentHistoryView } from '@/features/membership/payment-history/payment-history-view';

export function PaymentHistoryRoute() {
  return <PaymentHistoryView />;
}

// The membership feature's public surface: the plans, checkout and the payment history.
export { PlansSection } from './components/plans-section';
export { CheckoutView } from './checkout/checkout-view';
export { SuccessView } from './checkout/success-view';
export { PaymentHistoryView } from './payment-history/payment-history-view';

import type { Payment } from '@messmate/shared';
import type { PaymentRow } from './repository';

export const planPricePoisha = (priceTaka: number): number => Math.round(priceTaka * 100);

export function toPayment(row: PaymentRow): Payment {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    package: row.package,
    amount: row.amountPoisha / 100,
    transactionId: row.transactionId,
    date: row.paidAt.toISOString(),
  };
}

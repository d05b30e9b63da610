import { TransactionId } from '../checkout/transaction-id';
import type { Payment } from '@messmate/shared/schemas/payment';
import { formatDate, formatTaka } from '@/lib/format';
import { t } from '@/lib/i18n';
import { historyText } from './messages';

/** The history as stacked cards on phones, where a four-column table would not fit. */
export function PaymentCards({ payments }: { payments: Payment[] }) {
  return (
    <ul className="space-y-3 md:hidden">
      {payments.map((payment) => (
        <li
          key={payment._id}
          className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm"
        >
          <div className="flex items-baseline justify-between gap-3">
            <p className="font-semibold text-stone-900">
              {t(historyText.planPackage, { plan: payment.package })}
            </p>
            <p className="font-bold text-stone-900">{formatTaka(payment.amount)}</p>
          </div>
          <dl className="mt-2 space-y-1 text-sm">
            <div className="flex gap-2">
              <dt className="text-stone-500">{t(historyText.date)}</dt>
              <dd className="text-stone-700">
                <time dateTime={payment.date}>{formatDate(payment.date)}</time>
              </dd>
            </div>
            <div className="flex gap-2">
              <dt className="shrink-0 text-stone-500">{t(historyText.transactionId)}</dt>
              <dd className="min-w-0">
                <TransactionId id={payment.transactionId} />
              </dd>
            </div>
          </dl>
        </li>
      ))}
    </ul>
  );
}

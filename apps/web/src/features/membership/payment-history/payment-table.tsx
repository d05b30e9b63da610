import { TransactionId } from '../checkout/transaction-id';
import type { Payment } from '@messmate/shared/schemas/payment';
import { formatDate, formatTaka } from '@/lib/format';
import { t } from '@/lib/i18n';
import { historyText } from './messages';

/** The history as a table, from the md breakpoint up. */
export function PaymentTable({ payments }: { payments: Payment[] }) {
  return (
    <div className="hidden overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm md:block">
      <table className="w-full text-left text-sm">
        <thead className="bg-stone-100 text-xs uppercase tracking-wide text-stone-600">
          <tr>
            <th scope="col" className="px-5 py-3 font-semibold">
              {t(historyText.package)}
            </th>
            <th scope="col" className="px-5 py-3 font-semibold">
              {t(historyText.amount)}
            </th>
            <th scope="col" className="px-5 py-3 font-semibold">
              {t(historyText.date)}
            </th>
            <th scope="col" className="px-5 py-3 font-semibold">
              {t(historyText.transactionId)}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-200">
          {payments.map((payment) => (
            <tr key={payment._id} className="hover:bg-stone-50">
              <td className="px-5 py-4 font-semibold text-stone-900">{payment.package}</td>
              <td className="px-5 py-4 text-stone-800">{formatTaka(payment.amount)}</td>
              <td className="px-5 py-4 text-stone-700">
                <time dateTime={payment.date}>{formatDate(payment.date)}</time>
              </td>
              <td className="px-5 py-4">
                <TransactionId id={payment.transactionId} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

import type { Payment } from '@messmate/shared/schemas/payment';
import { Link } from 'react-router';
import { buttonClass } from '@/components/ui/button-styles';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorNotice } from '@/components/ui/error-notice';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { messages, t } from '@/lib/i18n';
import { usePayments } from '../api/get-payments';
import { historyText } from './messages';
import { PaymentCards } from './payment-cards';
import { PaymentTable } from './payment-table';

function HistorySkeleton() {
  return (
    <div role="status" className="space-y-3">
      <span className="sr-only">{t(historyText.loading)}</span>
      {[0, 1, 2].map((row) => (
        <Skeleton key={row} className="h-14 w-full" />
      ))}
    </div>
  );
}

function History({ payments }: { payments: Payment[] }) {
  if (payments.length === 0) {
    return (
      <EmptyState
        emoji="💳"
        title={messages().noPayments}
        titleAs="h2"
        action={
          <Link to={`${paths.home}#plans-title`} className={buttonClass('primary')}>
            {t(historyText.seePlans)}
          </Link>
        }
      >
        {t(historyText.emptyText)}
      </EmptyState>
    );
  }
  return (
    <>
      <PaymentTable payments={payments} />
      <PaymentCards payments={payments} />
    </>
  );
}

/** Payment History: package, amount, date and transaction id, newest first. */
export function PaymentHistoryView() {
  const payments = usePayments();
  return (
    <section aria-labelledby="payments-title" className="space-y-6">
      <title>{t(historyText.title)}</title>
      <h1 id="payments-title" className="text-2xl font-bold tracking-tight text-stone-900">
        {t(historyText.heading)}
      </h1>
      {payments.isPending ? (
        <HistorySkeleton />
      ) : payments.isError ? (
        <ErrorNotice message={payments.error.message} onRetry={() => void payments.refetch()} />
      ) : (
        <History payments={payments.data} />
      )}
    </section>
  );
}

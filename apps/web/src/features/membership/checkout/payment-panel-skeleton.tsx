import { Skeleton } from '@/components/ui/skeleton';
import { t } from '@/lib/i18n';
import { checkoutText } from './messages';

function FieldSkeleton({ className = '' }: { className?: string }) {
  return (
    <div className={className}>
      <Skeleton className="h-5 w-24 rounded-md" />
      <Skeleton className="mt-1.5 h-[2.875rem] w-full" />
    </div>
  );
}

/**
 * The card form's shape and height while the payment starts (the test notice, the three card
 * fields, Pay): the panel keeps its size when the form replaces it, so nothing below moves.
 * The notice wraps to three lines under about 24rem of width (a container query, as the
 * column's width, not the screen's, decides).
 */
export function PaymentPanelSkeleton() {
  return (
    <div role="status" className="@container space-y-5">
      <span className="sr-only">{t(checkoutText.preparing)}</span>
      <Skeleton className="h-[9.1875rem] w-full rounded-2xl @sm:h-[7.9375rem]" />
      <div className="grid grid-cols-2 gap-4">
        <FieldSkeleton className="col-span-2" />
        <FieldSkeleton />
        <FieldSkeleton />
      </div>
      <Skeleton className="h-12 w-full rounded-full" />
    </div>
  );
}

import type { PickupCode } from '@messmate/shared/schemas/pickup-code';
import { Link } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorNotice } from '@/components/ui/error-notice';
import { PageLoader } from '@/components/ui/page-loader';
import { buttonClass } from '@/components/ui/button-styles';
import { paths } from '@/config/paths';
import { failureText } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format-date-time';
import { t } from '@/lib/i18n';
import { usePickupCodes } from '../api/get-pickup-codes';
import { pickupText } from '../messages';
import { PickupCard } from './pickup-card';

/** Today on the phone's calendar, as YYYY-MM-DD: only to mark a code for another day. */
const localToday = () => new Date().toLocaleDateString('en-CA');

function firstThe(codes: PickupCode[], requestId: string | null): PickupCode[] {
  if (!requestId) return codes;
  const chosen = codes.filter((code) => code.requestId === requestId);
  return [...chosen, ...codes.filter((code) => code.requestId !== requestId)];
}

/** The resident's codes to show at the counter, the chosen request's first. */
export function PickupCodes({
  holder,
  requestId,
}: {
  holder: { id: string; name: string; image: string | null };
  requestId: string | null;
}) {
  const { data, error, isPending, refetch } = usePickupCodes(holder.id);
  if (isPending) return <PageLoader label={t(pickupText.loading)} />;
  if (error) {
    return (
      <ErrorNotice
        message={failureText(error, t(pickupText.failed))}
        onRetry={() => void refetch()}
      />
    );
  }
  if (data.codes.length === 0) {
    return (
      <EmptyState
        emoji="🎟️"
        title={t(pickupText.nothing)}
        action={
          <Link to={paths.meals()} className={buttonClass()}>
            {t(pickupText.browseMeals)}
          </Link>
        }
      >
        {t(pickupText.nothingText)}
      </EmptyState>
    );
  }
  const today = localToday();
  return (
    <div className="space-y-6">
      {data.offlineSince ? (
        <p
          role="status"
          className="rounded-2xl border-2 border-black bg-yellow-200 p-3 font-semibold text-black"
        >
          {t(pickupText.offline, { time: formatDateTime(data.offlineSince) })}
        </p>
      ) : null}
      {firstThe(data.codes, requestId).map((code) => (
        <PickupCard key={code.code} code={code} holder={holder} today={today} />
      ))}
    </div>
  );
}

import type { MyAnalytics } from '@messmate/shared/schemas/analytics';
import { MESSAGES } from '@messmate/shared/messages';
import { useMemo } from 'react';
import { useAuth } from '@/features/account';
import { ApiError, failureText } from '@/lib/api-client';
import { formatTaka } from '@/lib/format';
import { useMyAnalytics } from '../api/get-my-analytics';
import { usePeriodInAddress } from '../hooks/use-period-in-address';
import { cell } from '../lib/figure-data';
import { myFigures } from '../lib/my-figures';
import { AnalyticsFrame } from './analytics-frame';
import { Figure } from './figure';
import { StatList } from './stat-list';
import { UpgradeView } from './upgrade-view';

function MyFigures({ answer }: { answer: MyAnalytics }) {
  const figures = useMemo(() => myFigures(answer), [answer]);
  return (
    <>
      <StatList
        label="My period in numbers"
        stats={[
          { label: 'Requests', value: cell(answer.requests.total) },
          { label: 'Served', value: cell(answer.requests.served) },
          { label: 'Dishes rated', value: cell(answer.ratings.length) },
          { label: 'Paid', value: formatTaka(answer.paid) },
        ]}
      />
      <Figure {...figures.perWeek} />
      <div className="grid items-start gap-6 xl:grid-cols-2">
        <Figure {...figures.byCategory} />
        <Figure {...figures.favourites} />
        <Figure {...figures.ratings} empty="You rated no dish in this period." />
        <Figure {...figures.payments} empty="No membership payment in this period." />
        <Figure {...figures.onAndOff} empty="No sitting was planned on the board in this period." />
      </div>
    </>
  );
}

/** A Platinum member's meal analytics; anyone else sees what it holds and how to upgrade. */
export function MyAnalyticsView() {
  const { badge } = useAuth();
  const [period, setPeriod] = usePeriodInAddress();
  const platinum = badge === 'Platinum';
  const answer = useMyAnalytics(period, platinum);
  const refused = answer.error instanceof ApiError && answer.error.code === 'PLATINUM_ONLY';
  if (!platinum || refused) {
    return (
      <div className="mx-auto max-w-6xl space-y-6">
        <h1 className="text-3xl font-extrabold tracking-tight text-stone-900">Meal analytics</h1>
        <UpgradeView badge={badge ?? 'Bronze'} />
      </div>
    );
  }
  return (
    <AnalyticsFrame
      title="Meal analytics"
      period={period}
      onPeriod={setPeriod}
      answered={answer.data?.period}
      state={answer.status}
      errorMessage={failureText(answer.error, MESSAGES.analyticsLoadFailed)}
      onRetry={() => void answer.refetch()}
    >
      {answer.data ? <MyFigures answer={answer.data} /> : null}
    </AnalyticsFrame>
  );
}

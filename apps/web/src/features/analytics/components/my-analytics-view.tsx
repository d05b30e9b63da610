import type { MyAnalytics } from '@messmate/shared/schemas/analytics';
import { useMemo } from 'react';
import { useAuth } from '@/features/account';
import { ApiError, failureText } from '@/lib/api-client';
import { formatTaka } from '@/lib/format';
import { messages, t } from '@/lib/i18n';
import { useMyAnalytics } from '../api/get-my-analytics';
import { usePeriodInAddress } from '../hooks/use-period-in-address';
import { cell } from '../lib/figure-data';
import { analyticsText } from '../lib/messages';
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
        label={t(analyticsText.inNumbers)}
        stats={[
          { label: t(analyticsText.requests), value: cell(answer.requests.total) },
          { label: t(analyticsText.served), value: cell(answer.requests.served) },
          { label: t(analyticsText.dishesRated), value: cell(answer.ratings.length) },
          { label: t(analyticsText.paid), value: formatTaka(answer.paid) },
        ]}
      />
      <Figure {...figures.perWeek} />
      <div className="grid items-start gap-6 xl:grid-cols-2">
        <Figure {...figures.byCategory} />
        <Figure {...figures.favourites} />
        <Figure {...figures.ratings} empty={t(analyticsText.noRatings)} />
        <Figure {...figures.payments} empty={t(analyticsText.noPayments)} />
        <Figure {...figures.onAndOff} empty={t(analyticsText.noBoard)} />
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
        <h1 className="text-3xl font-extrabold tracking-tight text-stone-900">
          {t(analyticsText.heading)}
        </h1>
        <UpgradeView badge={badge ?? 'Bronze'} />
      </div>
    );
  }
  return (
    <AnalyticsFrame
      title={t(analyticsText.heading)}
      period={period}
      onPeriod={setPeriod}
      answered={answer.data?.period}
      state={answer.status}
      errorMessage={failureText(answer.error, messages().analyticsLoadFailed)}
      onRetry={() => void answer.refetch()}
    >
      {answer.data ? <MyFigures answer={answer.data} /> : null}
    </AnalyticsFrame>
  );
}

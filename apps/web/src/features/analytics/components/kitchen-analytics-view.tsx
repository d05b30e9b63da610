import type { KitchenAnalytics } from '@messmate/shared/schemas/analytics';
import { useMemo } from 'react';
import { failureText } from '@/lib/api-client';
import { messages, t } from '@/lib/i18n';
import { useKitchenAnalytics } from '../api/get-kitchen-analytics';
import { usePeriodInAddress } from '../hooks/use-period-in-address';
import { kitchenAnalyticsText } from '../kitchen/messages';
import { cell } from '../lib/figure-data';
import { kitchenFigures } from '../lib/kitchen-figures';
import { analyticsText } from '../lib/messages';
import { AnalyticsFrame } from './analytics-frame';
import { Figure } from './figure';
import { StatList } from './stat-list';

const minutes = (value: number | null) =>
  value === null ? '–' : t(kitchenAnalyticsText.minutes, { minutes: value });

function KitchenFigures({ answer }: { answer: KitchenAnalytics }) {
  const figures = useMemo(() => kitchenFigures(answer), [answer]);
  const { requests, residents } = answer;
  const noSitting = t(analyticsText.noBoard);
  return (
    <>
      <StatList
        label={t(kitchenAnalyticsText.inNumbers)}
        stats={[
          { label: t(analyticsText.requests), value: cell(requests.total) },
          { label: t(analyticsText.served), value: cell(requests.served) },
          { label: t(kitchenAnalyticsText.pending), value: cell(requests.pending) },
          {
            label: t(kitchenAnalyticsText.medianWait),
            value: minutes(requests.medianMinutesToServe),
          },
          {
            label: t(kitchenAnalyticsText.p90Wait, { percentile: 90 }),
            value: minutes(requests.p90MinutesToServe),
          },
          { label: t(kitchenAnalyticsText.activeResidents), value: cell(residents.active) },
          { label: t(kitchenAnalyticsText.newSignUps), value: cell(residents.newSignUps) },
        ]}
      />
      <Figure {...figures.requestsPerDay} />
      <Figure {...figures.mostRequested} />
      <Figure {...figures.board} empty={noSitting} />
      <Figure {...figures.boardPerDay} empty={noSitting} />
      <div className="grid items-start gap-6 xl:grid-cols-2">
        <Figure {...figures.mostLiked} />
        <Figure {...figures.bestRated} />
        <Figure {...figures.worstRated} />
        <Figure {...figures.falling} empty={t(kitchenAnalyticsText.noneFalling)} />
        <Figure {...figures.memberships} />
        <Figure {...figures.badges} />
      </div>
    </>
  );
}

/** The kitchen's analytics for a period: requests, meals, memberships and residents. */
export function KitchenAnalyticsView() {
  const [period, setPeriod] = usePeriodInAddress();
  const answer = useKitchenAnalytics(period);
  return (
    <AnalyticsFrame
      title={t(kitchenAnalyticsText.title)}
      period={period}
      onPeriod={setPeriod}
      answered={answer.data?.period}
      state={answer.status}
      errorMessage={failureText(answer.error, messages().analyticsLoadFailed)}
      onRetry={() => void answer.refetch()}
    >
      {answer.data ? <KitchenFigures answer={answer.data} /> : null}
    </AnalyticsFrame>
  );
}

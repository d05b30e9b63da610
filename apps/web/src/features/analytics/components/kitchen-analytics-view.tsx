import type { KitchenAnalytics } from '@messmate/shared/schemas/analytics';
import { MESSAGES } from '@messmate/shared/messages';
import { useMemo } from 'react';
import { failureText } from '@/lib/api-client';
import { useKitchenAnalytics } from '../api/get-kitchen-analytics';
import { usePeriodInAddress } from '../hooks/use-period-in-address';
import { cell } from '../lib/figure-data';
import { kitchenFigures } from '../lib/kitchen-figures';
import { AnalyticsFrame } from './analytics-frame';
import { Figure } from './figure';
import { StatList } from './stat-list';

const NO_SITTING = 'No sitting was planned on the board in this period.';
const minutes = (value: number | null) => (value === null ? '–' : `${value} min`);

function KitchenFigures({ answer }: { answer: KitchenAnalytics }) {
  const figures = useMemo(() => kitchenFigures(answer), [answer]);
  const { requests, residents } = answer;
  return (
    <>
      <StatList
        label="This period in numbers"
        stats={[
          { label: 'Requests', value: cell(requests.total) },
          { label: 'Served', value: cell(requests.served) },
          { label: 'Pending', value: cell(requests.pending) },
          { label: 'Median wait to serve', value: minutes(requests.medianMinutesToServe) },
          { label: '90th percentile wait', value: minutes(requests.p90MinutesToServe) },
          { label: 'Active residents', value: cell(residents.active) },
          { label: 'New sign-ups', value: cell(residents.newSignUps) },
        ]}
      />
      <Figure {...figures.requestsPerDay} />
      <Figure {...figures.mostRequested} />
      <Figure {...figures.board} empty={NO_SITTING} />
      <Figure {...figures.boardPerDay} empty={NO_SITTING} />
      <div className="grid items-start gap-6 xl:grid-cols-2">
        <Figure {...figures.mostLiked} />
        <Figure {...figures.bestRated} />
        <Figure {...figures.worstRated} />
        <Figure {...figures.falling} empty="No meal is rated lower than in the period before." />
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
      title="Kitchen analytics"
      period={period}
      onPeriod={setPeriod}
      answered={answer.data?.period}
      state={answer.status}
      errorMessage={failureText(answer.error, MESSAGES.analyticsLoadFailed)}
      onRetry={() => void answer.refetch()}
    >
      {answer.data ? <KitchenFigures answer={answer.data} /> : null}
    </AnalyticsFrame>
  );
}

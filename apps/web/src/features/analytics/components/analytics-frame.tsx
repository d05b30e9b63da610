import type { AnalyticsPeriod } from '@messmate/shared/schemas/analytics-period';
import type { ReactNode } from 'react';
import { ErrorNotice } from '@/components/ui/error-notice';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDate } from '@/lib/format';
import { t } from '@/lib/i18n';
import { analyticsText } from '../lib/messages';
import { todayIn, type PeriodQuery } from '../lib/period';
import { PeriodPicker } from './period-picker';

interface AnalyticsFrameProps {
  title: string;
  period: PeriodQuery;
  onPeriod(period: PeriodQuery): void;
  /** The period the last answer covered (its zone tells the picker what today is). */
  answered: AnalyticsPeriod | undefined;
  state: 'pending' | 'error' | 'success';
  errorMessage?: string;
  onRetry(): void;
  children: ReactNode;
}

function Loading() {
  return (
    <div role="status" className="space-y-4">
      <span className="sr-only">{t(analyticsText.loading)}</span>
      <Skeleton className="h-24 w-full" />
      <Skeleton className="h-64 w-full" />
    </div>
  );
}

/** Both analytics pages: the heading, the period picker, and loading or failure in place of the figures. */
export function AnalyticsFrame(props: AnalyticsFrameProps) {
  const { answered, period } = props;
  const today = answered ? todayIn(answered.timeZone) : undefined;
  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <h1 className="text-3xl font-extrabold tracking-tight text-stone-900">{props.title}</h1>
      <PeriodPicker
        key={`${period.from}-${period.to}-${today}`}
        period={period}
        today={today}
        onChange={props.onPeriod}
      />
      {answered ? (
        <p className="text-sm text-stone-600">
          {t(analyticsText.periodSpan, {
            from: formatDate(`${answered.from}T12:00:00Z`),
            to: formatDate(`${answered.to}T12:00:00Z`),
            zone: answered.timeZone,
          })}
        </p>
      ) : null}
      {props.state === 'pending' ? (
        <Loading />
      ) : props.state === 'error' ? (
        <ErrorNotice message={props.errorMessage ?? ''} onRetry={props.onRetry} />
      ) : (
        props.children
      )}
    </div>
  );
}

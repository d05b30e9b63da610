import type { MyMealDay } from '@messmate/shared/schemas/my-meal-day';
import { t } from '@/lib/i18n';
import { requestText } from '../messages';
import { StatusPill } from './status-pill';

/** '2 of 5 requests left today', or no limit for Platinum. */
export function requestsLeftText(day: MyMealDay): string | null {
  if (day.dailyLimit === null) return t(requestText.noLimit);
  if (day.dailyLimit === 0) return null;
  return t(requestText.left, { left: day.requestsLeft ?? 0, limit: day.dailyLimit });
}

/** What the resident did with this meal today, beside the buttons. */
export function MealDayStatus({ day }: { day: MyMealDay }) {
  const left = requestsLeftText(day);
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-stone-700">
      {day.requestToday ? (
        <p className="flex items-center gap-2">
          <span className="font-semibold text-stone-900">{t(requestText.requestedToday)}</span>
          <StatusPill status={day.requestToday.status} />
        </p>
      ) : null}
      {left ? <p data-testid="requests-left">{left}</p> : null}
    </div>
  );
}

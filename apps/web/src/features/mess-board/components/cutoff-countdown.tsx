import { useEffect, useRef } from 'react';
import { categoryName } from '@/components/ui/category-badge';
import { t } from '@/lib/i18n';
import type { DatedSitting } from '../lib/now-and-next';
import { clockTime, dayLabel, timeLeft } from '../lib/community-time';
import { useNow } from '../hooks/use-now';
import { boardText } from '../messages';

interface CutoffCountdownProps {
  target: DatedSitting;
  today: string;
  timeZone: string;
  /** Runs once when the cut-off passes: the menu is read again, now locked. */
  onPassed: () => void;
}

/** 'Lunch cut-off at 10:30 am: 1 h 05 min left', ticking each second. */
export function CutoffCountdown({ target, today, timeZone, onPassed }: CutoffCountdownProps) {
  const now = useNow(1000);
  const left = Date.parse(target.cutoffAt) - now;
  const passed = useRef(false);
  useEffect(() => {
    if (left > 0 || passed.current) return;
    passed.current = true;
    onPassed();
  }, [left, onPassed]);

  const sitting = categoryName(target.sitting);
  const time = clockTime(target.cutoffAt, timeZone);
  return (
    <p className="flex flex-wrap items-baseline gap-x-2 text-sm text-stone-700">
      <span>
        {target.date === today
          ? t(boardText.nextCutoff, { sitting, time })
          : t(boardText.nextCutoffOn, { sitting, day: dayLabel(target.date), time })}
      </span>
      <span role="timer" aria-live="off" className="font-bold tabular-nums text-brand-800">
        {t(boardText.left, { time: timeLeft(left) })}
      </span>
    </p>
  );
}

import { useEffect, useRef } from 'react';
import type { DatedSitting } from '../lib/now-and-next';
import { clockTime, dayLabel, timeLeft } from '../lib/community-time';
import { useNow } from '../hooks/use-now';

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

  const day = target.date === today ? '' : ` (${dayLabel(target.date)})`;
  return (
    <p className="flex flex-wrap items-baseline gap-x-2 text-sm text-stone-700">
      <span>
        Next cut-off: {target.sitting}
        {day} at {clockTime(target.cutoffAt, timeZone)}
      </span>
      <span role="timer" aria-live="off" className="font-bold tabular-nums text-brand-800">
        {timeLeft(left)} left
      </span>
    </p>
  );
}

import { useState, type FormEvent } from 'react';
import { buttonClass } from '@/components/ui/button-styles';
import { t } from '@/lib/i18n';
import { analyticsText } from '../lib/messages';
import {
  customRangeProblem,
  PRESETS,
  presetOf,
  presetLabel,
  presetPeriod,
  type PeriodQuery,
  type Preset,
} from '../lib/period';

interface PeriodPickerProps {
  period: PeriodQuery;
  /** Today in the community's time zone; unknown until the first answer names the zone. */
  today: string | undefined;
  onChange(period: PeriodQuery): void;
}

const dateInput =
  'mt-1 block rounded-lg border border-stone-300 bg-white px-3 py-2 text-sm text-stone-900 focus-visible:outline-2 focus-visible:outline-brand-700';

/** This week, the last 30 days, this month, or any range up to a year. */
export function PeriodPicker({ period, today, onChange }: PeriodPickerProps) {
  const chosen = presetOf(period, today);
  const [custom, setCustom] = useState(chosen === 'custom');
  const [from, setFrom] = useState(period.from ?? '');
  const [to, setTo] = useState(period.to ?? today ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const shown: Preset = custom ? 'custom' : chosen;

  const choose = (preset: Preset) => {
    if (preset === 'custom') return setCustom(true);
    setCustom(false);
    if (today) onChange(presetPeriod(preset, today));
  };
  const apply = (event: FormEvent) => {
    event.preventDefault();
    const why = customRangeProblem(from, to);
    setProblem(why);
    if (!why) onChange({ from, to });
  };

  return (
    <div className="space-y-3">
      <div role="group" aria-label={t(analyticsText.period)} className="flex flex-wrap gap-2">
        {PRESETS.map((preset) => (
          <button
            key={preset}
            type="button"
            aria-pressed={shown === preset}
            disabled={!today && preset !== 'custom' && preset !== 'last-30-days'}
            onClick={() => choose(preset)}
            className={buttonClass(shown === preset ? 'primary' : 'secondary', 'sm')}
          >
            {presetLabel(preset)}
          </button>
        ))}
      </div>
      {shown === 'custom' ? (
        <form onSubmit={apply} className="flex flex-wrap items-end gap-3" noValidate>
          <label className="text-sm font-medium text-stone-800">
            {t(analyticsText.from)}
            <input
              type="date"
              className={dateInput}
              value={from}
              max={today}
              onChange={(e) => setFrom(e.currentTarget.value)}
            />
          </label>
          <label className="text-sm font-medium text-stone-800">
            {t(analyticsText.to)}
            <input
              type="date"
              className={dateInput}
              value={to}
              max={today}
              onChange={(e) => setTo(e.currentTarget.value)}
            />
          </label>
          <button type="submit" className={buttonClass('primary', 'sm', 'mb-0.5')}>
            {t(analyticsText.show)}
          </button>
          {problem ? (
            <p role="alert" className="w-full text-sm font-medium text-red-700">
              {problem}
            </p>
          ) : null}
        </form>
      ) : null}
    </div>
  );
}

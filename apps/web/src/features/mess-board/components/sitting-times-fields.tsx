import type { SittingTimes } from '@messmate/shared/schemas/mess-settings';
import { useId } from 'react';
import { fieldClass } from '@/components/ui/button-styles';
import { categoryName } from '@/components/ui/category-badge';
import { t, type MessageDescriptor } from '@/lib/i18n';
import { SITTING_EMOJI } from '../lib/sitting-look';
import { settingsText } from '../settings/messages';

interface SittingTimesFieldsProps {
  value: SittingTimes;
  onChange: (next: SittingTimes) => void;
}

type TimeKey = 'starts' | 'ends' | 'cutoff';
const TIME_FIELDS: readonly { key: TimeKey; label: MessageDescriptor }[] = [
  { key: 'starts', label: settingsText.starts },
  { key: 'ends', label: settingsText.ends },
  { key: 'cutoff', label: settingsText.cutoff },
];

/** One sitting's start, end and cut-off, and whether the cut-off is on the evening before. */
export function SittingTimesFields({ value, onChange }: SittingTimesFieldsProps) {
  const id = useId();
  return (
    <fieldset className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-5">
      <legend className="px-1 text-lg font-bold text-stone-900">
        <span aria-hidden="true">{SITTING_EMOJI[value.sitting]} </span>
        {categoryName(value.sitting)}
      </legend>
      <div className="grid gap-3 sm:grid-cols-3">
        {TIME_FIELDS.map((field) => (
          <div key={field.key}>
            <label
              htmlFor={`${id}-${field.key}`}
              className="mb-1.5 block text-sm font-semibold text-stone-800"
            >
              {t(field.label)}
            </label>
            <input
              id={`${id}-${field.key}`}
              type="time"
              required
              value={value[field.key]}
              onChange={(event) => onChange({ ...value, [field.key]: event.target.value })}
              className={fieldClass}
            />
          </div>
        ))}
      </div>
      <label className="mt-3 flex items-center gap-2.5 text-sm font-medium text-stone-800">
        <input
          type="checkbox"
          checked={value.cutoffDayBefore}
          onChange={(event) => onChange({ ...value, cutoffDayBefore: event.target.checked })}
          className="h-5 w-5 accent-brand-700"
        />
        {t(settingsText.cutoffDayBefore)}
      </label>
    </fieldset>
  );
}

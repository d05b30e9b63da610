import type { BoardDefault } from '@messmate/shared/schemas/mess-calendar';
import { t, type MessageDescriptor } from '@/lib/i18n';
import { settingsText } from '../settings/messages';

const CHOICES: readonly {
  value: BoardDefault;
  title: MessageDescriptor;
  text: MessageDescriptor;
}[] = [
  { value: 'in', title: settingsText.onBoard, text: settingsText.onBoardText },
  { value: 'out', title: settingsText.offBoard, text: settingsText.offBoardText },
];

/** The community's default: residents eat unless they turn a sitting off, or the other way. */
export function DefaultBoardChoice({
  value,
  onChange,
}: {
  value: BoardDefault;
  onChange: (next: BoardDefault) => void;
}) {
  return (
    <fieldset className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-5">
      <legend className="px-1 text-lg font-bold text-stone-900">
        {t(settingsText.residentsStart)}
      </legend>
      <div className="grid gap-3 sm:grid-cols-2">
        {CHOICES.map((choice) => (
          <label
            key={choice.value}
            className="flex cursor-pointer gap-3 rounded-xl p-3 ring-1 ring-stone-200 has-[:checked]:bg-brand-50 has-[:checked]:ring-brand-700"
          >
            <input
              type="radio"
              name="default-board"
              value={choice.value}
              checked={value === choice.value}
              onChange={() => onChange(choice.value)}
              className="mt-1 h-4 w-4 accent-brand-700"
            />
            <span>
              <span className="block font-semibold text-stone-900">{t(choice.title)}</span>
              <span className="block text-sm text-stone-700">{t(choice.text)}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

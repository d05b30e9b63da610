import type { BoardDefault } from '@messmate/shared/schemas/mess-calendar';

const CHOICES: readonly { value: BoardDefault; title: string; text: string }[] = [
  {
    value: 'in',
    title: 'On the board',
    text: 'Residents eat every planned sitting unless they turn it off.',
  },
  {
    value: 'out',
    title: 'Off the board',
    text: 'Residents eat only the sittings they turn on.',
  },
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
      <legend className="px-1 text-lg font-bold text-stone-900">Residents start</legend>
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
              <span className="block font-semibold text-stone-900">{choice.title}</span>
              <span className="block text-sm text-stone-700">{choice.text}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

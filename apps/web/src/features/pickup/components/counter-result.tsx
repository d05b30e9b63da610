import type { CounterLookup } from '@messmate/shared/schemas/pickup-code';
import { Avatar } from '@/components/ui/avatar';
import { buttonClass } from '@/components/ui/button-styles';
import { useCommunityClock } from '@/features/mess-board';
import { t } from '@/lib/i18n';
import { counterText } from '../counter/messages';
import { boardTitleInWords } from '../lib/code-title';

export type CounterView =
  | { state: 'looking' }
  | { state: 'found'; lookup: CounterLookup }
  | { state: 'serving'; lookup: CounterLookup }
  | { state: 'served'; lookup: CounterLookup }
  | { state: 'refused'; message: string; lookup?: CounterLookup };

function Holder({ lookup }: { lookup: CounterLookup }) {
  return (
    <div className="flex items-center gap-4">
      <Avatar name={lookup.resident.name} image={lookup.resident.image} size="h-24 w-24" />
      <div className="min-w-0">
        <p className="text-2xl leading-tight font-extrabold break-words text-stone-900">
          {lookup.resident.name}
        </p>
        <p className="mt-1 text-lg font-semibold break-words text-stone-700">
          {boardTitleInWords(lookup.sitting, lookup.title)}
        </p>
      </div>
    </div>
  );
}

/** Who is at the counter and what they collect, with the one button that hands it over. */
export function CounterResult({
  view,
  onServe,
  onNext,
}: {
  view: CounterView;
  onServe: () => void;
  onNext: () => void;
}) {
  const communityClock = useCommunityClock();
  if (view.state === 'looking') {
    return <p className="text-lg font-semibold text-stone-700">{t(counterText.looking)}</p>;
  }
  const tone =
    view.state === 'served'
      ? 'border-emerald-600 bg-emerald-50'
      : view.state === 'refused'
        ? 'border-red-600 bg-red-50'
        : 'border-stone-300 bg-white';
  return (
    <div className={`space-y-4 rounded-2xl border-2 p-4 ${tone}`}>
      {view.lookup ? <Holder lookup={view.lookup} /> : null}
      {view.state === 'refused' ? (
        <p className="text-xl font-bold text-red-800">{view.message}</p>
      ) : null}
      {view.state === 'served' ? (
        <p className="text-xl font-bold text-emerald-800">
          {view.lookup.collectedAt
            ? t(counterText.servedAt, { time: communityClock(view.lookup.collectedAt) })
            : t(counterText.served)}
        </p>
      ) : null}
      {view.state === 'found' || view.state === 'serving' ? (
        <button
          type="button"
          onClick={onServe}
          disabled={view.state === 'serving'}
          className={buttonClass('primary', 'lg', 'w-full py-4 text-xl')}
        >
          {view.state === 'serving' ? t(counterText.serving) : t(counterText.serve)}
        </button>
      ) : (
        <button type="button" onClick={onNext} className={buttonClass('secondary', 'lg', 'w-full')}>
          {t(counterText.next)}
        </button>
      )}
    </div>
  );
}

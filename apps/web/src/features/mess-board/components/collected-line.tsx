import { t } from '@/lib/i18n';
import { kitchenText } from '../kitchen/messages';
import { CountLine } from './count-line';

/** Who actually ate, scanned at the counter, against the board: the rest are no-shows so far. */
export function CollectedLine({ collected, eating }: { collected: number; eating: number }) {
  const noShows = Math.max(eating - collected, 0);
  return (
    <CountLine label={t(kitchenText.collected)}>
      <span className="font-bold text-stone-900" data-testid="collected-count">
        {t(kitchenText.collectedOf, { collected, eating })}
      </span>
      <span className="text-stone-600">
        {noShows > 0 ? t(kitchenText.notYet, { count: noShows }) : t(kitchenText.everyone)}
      </span>
    </CountLine>
  );
}

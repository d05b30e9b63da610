import { RichText, t } from '@/lib/i18n';
import { kitchenText } from '../kitchen/messages';
import { CountLine } from './count-line';

/** 'Cooked 120, left 9 (8% wasted)': what the kitchen recorded after the sitting. */
export function WasteLine({ leftovers }: { leftovers: { cooked: number; left: number } }) {
  const share = leftovers.cooked > 0 ? Math.round((leftovers.left / leftovers.cooked) * 100) : 0;
  return (
    <CountLine label={t(kitchenText.waste)}>
      <RichText
        message={kitchenText.wasteLeft}
        values={{ left: leftovers.left, cooked: leftovers.cooked, share }}
        components={{ 0: <span className="font-bold text-red-800" /> }}
      />
    </CountLine>
  );
}

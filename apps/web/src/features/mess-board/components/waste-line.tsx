import { CountLine } from './count-line';

/** 'Cooked 120, left 9 (8% wasted)': what the kitchen recorded after the sitting. */
export function WasteLine({ leftovers }: { leftovers: { cooked: number; left: number } }) {
  const share = leftovers.cooked > 0 ? Math.round((leftovers.left / leftovers.cooked) * 100) : 0;
  return (
    <CountLine label="Waste">
      <span className="font-bold text-red-800">{leftovers.left}</span> of {leftovers.cooked}{' '}
      portions left ({share}%)
    </CountLine>
  );
}

import { CountLine } from './count-line';

/** Who actually ate, scanned at the counter, against the board: the rest are no-shows so far. */
export function CollectedLine({ collected, eating }: { collected: number; eating: number }) {
  const noShows = Math.max(eating - collected, 0);
  return (
    <CountLine label="Collected">
      <span className="font-bold text-stone-900" data-testid="collected-count">
        {collected} of {eating}
      </span>
      <span className="text-stone-600">
        {noShows > 0 ? ` (${noShows} not yet)` : ' (everyone on the board)'}
      </span>
    </CountLine>
  );
}

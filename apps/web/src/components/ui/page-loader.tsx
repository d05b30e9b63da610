import { BarsLoader } from './bars-loader';

/**
 * The loading state of a whole page (its chunk, or the account check of a guard). It holds a
 * full screen so the footer stays below the fold until the page arrives: a short loader would
 * show the footer near the top, and the page would then push it away (a layout shift).
 */
export function PageLoader({ label }: { label: string }) {
  return (
    <div className="min-h-dvh">
      <BarsLoader label={label} />
    </div>
  );
}

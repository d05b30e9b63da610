import { Link } from 'react-router';
import { buttonClass } from '@/components/ui/button-styles';
import { paths } from '@/config/paths';
import { t } from '@/lib/i18n';
import { exampleFigure } from '../lib/example-figure';
import { analyticsText } from '../lib/messages';
import { Figure } from './figure';

const WHAT_YOU_GET = [
  analyticsText.getPerWeek,
  analyticsText.getFavourites,
  analyticsText.getRatings,
  analyticsText.getPayments,
  analyticsText.getCsv,
];

/** What a resident without Platinum sees here: what the page holds, and the way to get it. */
export function UpgradeView({ badge }: { badge: string }) {
  return (
    <section
      aria-labelledby="upgrade-title"
      className="mx-auto max-w-2xl space-y-5 rounded-3xl border border-indigo-200 bg-indigo-50 p-6 sm:p-8"
    >
      <p className="text-sm font-semibold uppercase tracking-wide text-indigo-800">
        <span aria-hidden="true">💎</span> {t(analyticsText.platinumFeature)}
      </p>
      <h2 id="upgrade-title" className="text-2xl font-bold text-stone-900">
        {t(analyticsText.upgradeTitle)}
      </h2>
      <p className="text-stone-700">{t(analyticsText.upgradeText, { badge })}</p>
      <ul className="list-disc space-y-1 pl-5 text-stone-800">
        {WHAT_YOU_GET.map((line) => (
          <li key={line.id}>{t(line)}</li>
        ))}
      </ul>
      <Link to={paths.checkout('platinum')} className={buttonClass('primary', 'lg')}>
        {t(analyticsText.upgrade)}
      </Link>
      <Figure {...exampleFigure()} downloadable={false} />
    </section>
  );
}

import { Link } from 'react-router';
import { buttonClass } from '@/components/ui/button-styles';
import { paths } from '@/config/paths';
import { exampleFigure } from '../lib/example-figure';
import { Figure } from './figure';

const WHAT_YOU_GET = [
  'What you requested each week, Breakfast, Lunch and Dinner',
  'Your favourite dishes',
  "Your ratings against the community's average for the same dishes",
  'What you paid for memberships',
  'Every table downloadable as CSV, for any period up to a year',
];

/** What a resident without Platinum sees here: what the page holds, and the way to get it. */
export function UpgradeView({ badge }: { badge: string }) {
  return (
    <section
      aria-labelledby="upgrade-title"
      className="mx-auto max-w-2xl space-y-5 rounded-3xl border border-indigo-200 bg-indigo-50 p-6 sm:p-8"
    >
      <p className="text-sm font-semibold uppercase tracking-wide text-indigo-800">
        <span aria-hidden="true">💎</span> Platinum feature
      </p>
      <h2 id="upgrade-title" className="text-2xl font-bold text-stone-900">
        See your meals in numbers
      </h2>
      <p className="text-stone-700">
        Meal analytics comes with the Platinum badge. You have {badge}. With Platinum, this page
        shows:
      </p>
      <ul className="list-disc space-y-1 pl-5 text-stone-800">
        {WHAT_YOU_GET.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <Link to={paths.checkout('platinum')} className={buttonClass('primary', 'lg')}>
        Upgrade to Platinum
      </Link>
      <Figure {...exampleFigure} downloadable={false} />
    </section>
  );
}

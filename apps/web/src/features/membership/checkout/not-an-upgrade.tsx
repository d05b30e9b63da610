import type { Badge, Plan } from '@messmate/shared/constants';
import { notAnUpgradeText, upgradesFor } from '@messmate/shared/upgrades';
import { Link } from 'react-router';
import { buttonClass } from '@/components/ui/button-styles';
import { paths } from '@/config/paths';
import { formatTaka } from '@/lib/format';

/**
 * In place of the card form when the plan would not raise the badge (the server refuses such a
 * payment too): says so, and offers the plans that would.
 */
export function NotAnUpgrade({ plan, badge }: { plan: Plan; badge: Badge }) {
  const upgrades = upgradesFor(badge);
  return (
    <div className="space-y-5">
      <p role="note" className="rounded-2xl border border-sky-200 bg-sky-50 px-4 py-3 text-sky-950">
        {notAnUpgradeText(badge, plan)}
      </p>
      {upgrades.length > 0 ? (
        <ul className="flex flex-col gap-3">
          {upgrades.map((upgrade) => (
            <li key={upgrade.slug}>
              <Link
                to={paths.checkout(upgrade.slug)}
                className={buttonClass('primary', 'lg', 'w-full')}
              >
                Upgrade to {upgrade.name} · {formatTaka(upgrade.price)}
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <Link to={paths.dashboard.profile} className={buttonClass('secondary', 'lg', 'w-full')}>
          Go to my profile
        </Link>
      )}
    </div>
  );
}

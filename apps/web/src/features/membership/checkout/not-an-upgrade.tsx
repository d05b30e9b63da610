import type { Badge, Plan } from '@messmate/shared/constants';
import { upgradesFor } from '@messmate/shared/upgrades';
import { Link } from 'react-router';
import { buttonClass } from '@/components/ui/button-styles';
import { paths } from '@/config/paths';
import { formatTaka } from '@/lib/format';
import { t } from '@/lib/i18n';
import { checkoutText } from './messages';

/**
 * In place of the card form when the plan would not raise the badge (the server refuses such a
 * payment too): says so, and offers the plans that would.
 */
/**
 * 'You already have the Gold badge, so Silver would add nothing. You can upgrade to Platinum.':
 * the server's words for the same refusal (notAnUpgradeText), in the reader's language.
 */
function notAnUpgradeText(badge: Badge, plan: Plan, upgrades: readonly Plan[]): string {
  const held =
    plan.name === badge
      ? t(checkoutText.alreadyHaveSame, { badge })
      : t(checkoutText.alreadyHave, { badge, plan: plan.name });
  const next =
    upgrades.length === 0
      ? t(checkoutText.highest)
      : t(checkoutText.canUpgrade, {
          plans: upgrades.map((upgrade) => upgrade.name).join(` ${t(checkoutText.or)} `),
        });
  return `${held} ${next}`;
}

export function NotAnUpgrade({ plan, badge }: { plan: Plan; badge: Badge }) {
  const upgrades = upgradesFor(badge);
  return (
    <div className="space-y-5">
      <p role="note" className="rounded-2xl border border-sky-200 bg-sky-50 px-4 py-3 text-sky-950">
        {notAnUpgradeText(badge, plan, upgrades)}
      </p>
      {upgrades.length > 0 ? (
        <ul className="flex flex-col gap-3">
          {upgrades.map((upgrade) => (
            <li key={upgrade.slug}>
              <Link
                to={paths.checkout(upgrade.slug)}
                className={buttonClass('primary', 'lg', 'w-full')}
              >
                {t(checkoutText.upgradeTo, {
                  plan: upgrade.name,
                  price: formatTaka(upgrade.price),
                })}
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <Link to={paths.dashboard.profile} className={buttonClass('secondary', 'lg', 'w-full')}>
          {t(checkoutText.goToProfile)}
        </Link>
      )}
    </div>
  );
}

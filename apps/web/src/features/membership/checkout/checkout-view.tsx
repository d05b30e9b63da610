import { badgeRank, BADGES, findPlan, type Badge } from '@messmate/shared/constants';
import { t } from '@/lib/i18n';
import { checkoutText } from './messages';
import { NotAnUpgrade } from './not-an-upgrade';
import { OrderSummary } from './order-summary';
import { PaymentPanel } from './payment-panel';
import { UnknownPlan } from './unknown-plan';

interface CheckoutViewProps {
  slug: string;
  /** The badge the signed-in user holds now. */
  badge: string | undefined;
  /** Called once the payment is recorded, to reread the signed-in user's badge. */
  onPaid: () => Promise<unknown>;
}

/**
 * /checkout/{plan}: the package and its price beside the card form; unknown plans are explained.
 * It holds a screen, as the account check before it does (PageLoader), so the footer does not
 * jump into view when the page replaces the check.
 */
export function CheckoutView({ slug, badge, onPaid }: CheckoutViewProps) {
  const plan = findPlan(slug);
  if (!plan) return <UnknownPlan slug={slug} />;
  const held = BADGES.find((known): known is Badge => known === badge);
  const alreadyHeld = held !== undefined && badgeRank(held) >= badgeRank(plan.name);
  return (
    <div className="mx-auto grid min-h-dvh max-w-5xl content-start gap-6 px-4 py-10 sm:px-6 md:grid-cols-2 md:gap-8 md:py-14 lg:px-8">
      <title>{t(checkoutText.title, { plan: plan.name })}</title>
      <div className="space-y-4">
        <OrderSummary plan={plan} />
      </div>
      <section
        aria-labelledby="pay-title"
        className="rounded-3xl border border-stone-200 bg-white p-6 shadow-sm sm:p-8"
      >
        <h2 id="pay-title" className="mb-5 text-xl font-bold text-stone-900">
          {alreadyHeld ? t(checkoutText.nothingToPay) : t(checkoutText.payByCard)}
        </h2>
        {alreadyHeld ? (
          <NotAnUpgrade plan={plan} badge={held} />
        ) : (
          <PaymentPanel key={plan.slug} plan={plan} onPaid={onPaid} />
        )}
      </section>
    </div>
  );
}

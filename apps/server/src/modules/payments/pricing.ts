import { findPlan, PLANS, type CreatePaymentIntentBody, type Plan } from '@messmate/shared';
import { badRequest } from '../../lib/http-error';
import { planPricePoisha } from './present';

const PRICE_LIST = PLANS.map((plan) => `${plan.name} ${planPricePoisha(plan.price)}`).join(', ');

/** The plan being bought, priced by the server: a client's amount may only agree with it. */
export function resolvePlan({ plan: wanted, amount }: CreatePaymentIntentBody): Plan {
  if (wanted === undefined) {
    const byAmount = PLANS.find((plan) => planPricePoisha(plan.price) === amount);
    if (!byAmount) {
      throw badRequest(
        `No plan costs this amount. Amounts are price × 100: ${PRICE_LIST}.`,
        'UNKNOWN_AMOUNT',
      );
    }
    return byAmount;
  }
  const plan = findPlan(wanted);
  if (!plan)
    throw badRequest(
      `There is no '${wanted}' plan. Choose Silver, Gold or Platinum.`,
      'UNKNOWN_PLAN',
    );
  const price = planPricePoisha(plan.price);
  if (amount !== undefined && amount !== price) {
    throw badRequest(
      `The amount does not match the ${plan.name} plan: it costs ৳${plan.price}, which is ${price} (price × 100).`,
      'AMOUNT_MISMATCH',
    );
  }
  return plan;
}

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
        {
          en: `No plan costs this amount. Amounts are price × 100: ${PRICE_LIST}.`,
          bn: `কোনো প্ল্যানের দাম এই পরিমাণ নয়। পরিমাণ হলো দাম × 100: ${PRICE_LIST}।`,
        },
        'UNKNOWN_AMOUNT',
      );
    }
    return byAmount;
  }
  const plan = findPlan(wanted);
  if (!plan)
    throw badRequest(
      {
        en: `There is no '${wanted}' plan. Choose Silver, Gold or Platinum.`,
        bn: `'${wanted}' নামে কোনো প্ল্যান নেই। Silver, Gold বা Platinum বেছে নিন।`,
      },
      'UNKNOWN_PLAN',
    );
  const price = planPricePoisha(plan.price);
  if (amount !== undefined && amount !== price) {
    throw badRequest(
      {
        en: `The amount does not match the ${plan.name} plan: it costs ৳${plan.price}, which is ${price} (price × 100).`,
        bn: `পরিমাণটি ${plan.name} প্ল্যানের সাথে মেলে না: এর দাম ৳${plan.price}, অর্থাৎ ${price} (দাম × 100)।`,
      },
      'AMOUNT_MISMATCH',
    );
  }
  return plan;
}

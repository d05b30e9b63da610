import type { Badge, Plan } from '@messmate/shared';
import { notificationTextsInEvery } from '@messmate/shared/notification-texts-bn';
import type { Database } from '../../db/client';
import { notFound } from '../../lib/http-error';
import { notify } from '../notifications/notify';
import { planPricePoisha } from './present';
import { paymentsRepository, type PaymentRow } from './repository';

export interface Fulfilment {
  payment: PaymentRow;
  created: boolean;
  badge: Badge;
}

/**
 * Records a verified payment once and raises the badge, in one transaction: a transaction id
 * seen before returns its first record and changes nothing.
 */
export async function recordPayment(
  db: Database,
  { userId, plan, transactionId }: { userId: string; plan: Plan; transactionId: string },
): Promise<Fulfilment> {
  return db.transaction(async (tx) => {
    const payer = await paymentsRepository.findUser(tx, userId);
    if (!payer)
      throw notFound(
        { en: 'This account no longer exists.', bn: 'এই অ্যাকাউন্টটি আর নেই।' },
        'USER_NOT_FOUND',
      );
    const inserted = await paymentsRepository.insertOnce(tx, {
      userId,
      name: payer.name,
      email: payer.email,
      package: plan.name,
      amountPoisha: planPricePoisha(plan.price),
      transactionId,
    });
    if (!inserted) {
      const existing = await paymentsRepository.findByTransactionId(tx, transactionId);
      if (!existing) throw new Error(`payment ${transactionId} conflicted but cannot be found`);
      return { payment: existing, created: false, badge: payer.badge };
    }
    const raised = await paymentsRepository.raiseBadge(tx, userId, plan.name);
    const badge: Badge = raised ? plan.name : payer.badge;
    await notify(tx, {
      userId,
      texts: notificationTextsInEvery.badgeActivated({ plan: plan.name, raised, badge }),
    });
    return { payment: inserted, created: true, badge };
  });
}

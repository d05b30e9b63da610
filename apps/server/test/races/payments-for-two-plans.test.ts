import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { payments } from '../../src/db/schema';
import { signedInAs } from '../factories/users';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { badgeOf, confirmCard, postPayment, startPayment } from '../payments/helpers';
import { statuses } from './calls';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it('records two plans paid at once, each once, and ends on the higher badge whatever the order', async () => {
  for (const plans of [
    ['platinum', 'silver'],
    ['silver', 'gold', 'platinum'],
  ]) {
    const resident = await signedInAs(t.app);
    const intents = [];
    for (const plan of plans) {
      const intent = await startPayment(t.app, resident, plan);
      expect((await confirmCard(t.app, resident, intent)).statusCode).toBe(200);
      intents.push(intent);
    }
    const answers = await Promise.all(
      intents.flatMap((intent) => [1, 2, 3].map(() => postPayment(t.app, resident, intent))),
    );
    expect(statuses(answers).filter((status) => status !== 200 && status !== 201)).toEqual([]);
    expect(statuses(answers).filter((status) => status === 201)).toHaveLength(plans.length);
    const rows = await t.db.select().from(payments).where(eq(payments.userId, resident.user._id));
    expect(rows.map((row) => row.package).sort()).toEqual(
      plans.map((plan) => plan[0]?.toUpperCase() + plan.slice(1)).sort(),
    );
    expect(await badgeOf(t.db, resident.user._id)).toBe('Platinum');
  }
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { intentStore } from '../../src/payments/intent-store';
import { signedInAs } from '../factories/users';
import { createTestApp, type TestApp } from '../helpers/test-app';
import {
  badgeOf,
  card,
  confirmCard,
  paymentsOf,
  postPayment,
  startPayment,
  SUCCESS_CARD,
} from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the built-in test processor', () => {
  it('the success card succeeds; recording it upgrades the badge and keeps one payment', async () => {
    const resident = await signedInAs(t.app);
    const intent = await startPayment(t.app, resident, 'silver');
    const confirmed = await confirmCard(t.app, resident, intent, SUCCESS_CARD);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({
      id: intent.paymentIntentId,
      status: 'succeeded',
      amount: 19900,
    });

    const saved = await postPayment(t.app, resident, intent);
    expect(saved.statusCode).toBe(201);
    expect(saved.json()).toMatchObject({
      acknowledged: true,
      created: true,
      badge: 'Silver',
      payment: {
        package: 'Silver',
        amount: 199,
        transactionId: intent.paymentIntentId,
        email: resident.user.email,
      },
    });
    expect(await badgeOf(t.db, resident.user._id)).toBe('Silver');
    expect(await paymentsOf(t.db, resident.user._id)).toHaveLength(1);
  });

  it.each([
    ['4000 0000 0000 0002', 402, 'card_declined', 'Your card was declined.'],
    ['4000 0000 0000 9995', 402, 'card_declined', 'Your card has insufficient funds.'],
    ['4000 0000 0000 0069', 402, 'expired_card', 'Your card has expired.'],
    ['4000 0000 0000 0127', 402, 'incorrect_cvc', "Your card's security code is incorrect."],
    ['4242 4242 4242 4241', 402, 'invalid_number', 'Your card number is invalid.'],
    ['4242 4242', 402, 'incomplete_number', 'Your card number is incomplete.'],
  ])(
    '%s is refused with Stripe’s words and changes nothing',
    async (number, status, code, message) => {
      const resident = await signedInAs(t.app);
      const intent = await startPayment(t.app, resident, 'gold');
      const res = await confirmCard(t.app, resident, intent, card(number));
      expect(res.statusCode).toBe(status);
      expect(res.json()).toMatchObject({ code, message });

      const stored = await intentStore.find(t.db, intent.paymentIntentId);
      expect(stored).toMatchObject({
        status: 'requires_payment_method',
        lastErrorCode: code,
        lastErrorMessage: message,
      });
      const saved = await postPayment(t.app, resident, intent);
      expect(saved.statusCode).toBe(409);
      expect(await badgeOf(t.db, resident.user._id)).toBe('Bronze');
      expect(await paymentsOf(t.db, resident.user._id)).toHaveLength(0);
    },
  );

  it('refuses a past expiry and a malformed CVC with Stripe’s words', async () => {
    const resident = await signedInAs(t.app);
    const intent = await startPayment(t.app, resident);
    const past = await confirmCard(
      t.app,
      resident,
      intent,
      card('4242424242424242', { expiry: '01/20' }),
    );
    expect(past.json()).toMatchObject({
      code: 'invalid_expiry_year_past',
      message: "Your card's expiration date is in the past.",
    });
    const badMonth = await confirmCard(
      t.app,
      resident,
      intent,
      card('4242424242424242', { expiry: '13/40' }),
    );
    expect(badMonth.json().message).toBe("Your card's expiration month is invalid.");
    const cvc = await confirmCard(
      t.app,
      resident,
      intent,
      card('4242424242424242', { cvc: '12a' }),
    );
    expect(cvc.json()).toMatchObject({
      code: 'incomplete_cvc',
      message: "Your card's security code is incomplete.",
    });
    expect((await intentStore.find(t.db, intent.paymentIntentId))?.status).toBe(
      'requires_payment_method',
    );
  });

  it('lets the same intent succeed after a refused card, as Stripe does', async () => {
    const resident = await signedInAs(t.app);
    const intent = await startPayment(t.app, resident);
    expect((await confirmCard(t.app, resident, intent, card('4000000000000002'))).statusCode).toBe(
      402,
    );
    expect((await confirmCard(t.app, resident, intent)).statusCode).toBe(200);
    const again = await confirmCard(t.app, resident, intent);
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('payment_intent_unexpected_state');
  });

  it("cannot confirm someone else's intent, nor one with the wrong client secret", async () => {
    const owner = await signedInAs(t.app);
    const stranger = await signedInAs(t.app);
    const intent = await startPayment(t.app, owner);
    const res = await confirmCard(t.app, stranger, intent);
    expect(res.statusCode).toBe(404);
    const wrongSecret = await confirmCard(t.app, owner, {
      ...intent,
      clientSecret: `${intent.paymentIntentId}_secret_x`,
    });
    expect(wrongSecret.statusCode).toBe(404);
    expect((await intentStore.find(t.db, intent.paymentIntentId))?.status).toBe(
      'requires_payment_method',
    );
  });
});

import { expect, test } from '../fixtures';
import { buySilver, signUpResident } from '../support/members';

for (const width of [390, 1280]) {
  test(`a Silver member is offered the upgrades, not a second Silver, and the server refuses it too (${width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await signUpResident(page, 'Silver Selina');
    await buySilver(page.request);

    await page.goto('/checkout/silver');
    await expect(page.getByRole('heading', { level: 1, name: 'Silver package' })).toBeVisible();
    await expect(
      page.getByText(
        'You already have the Silver badge, so buying it again would add nothing. You can upgrade to Gold or Platinum.',
      ),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Pay', exact: true })).toHaveCount(0);
    await page.getByRole('link', { name: /^Upgrade to Gold/ }).click();
    await expect(page).toHaveURL(/\/checkout\/gold$/);
    await expect(page.getByRole('button', { name: 'Pay', exact: true })).toBeVisible();

    const refused = await page.request.post('/api/create-payment-intent', {
      data: { plan: 'silver' },
    });
    expect(refused.status()).toBe(409);
    expect(((await refused.json()) as { code: string }).code).toBe('PLAN_NOT_AN_UPGRADE');
  });
}

test('the payment success page counts down for real and wraps a long transaction id on a phone', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signUpResident(page, 'Countdown Chaity');
  await buySilver(page.request);
  const [payment] = (await (await page.request.get('/api/payments')).json()) as {
    transactionId: string;
  }[];
  await page.goto(`/checkout/success?session_id=${payment?.transactionId ?? ''}`);
  await expect(
    page.getByRole('heading', { name: 'Payment successful! Badge updated' }),
  ).toBeVisible();
  const id = page.getByText(payment?.transactionId ?? '', { exact: true });
  await expect(id).toBeVisible();
  const fits = await page.locator('html').evaluate((html) => html.scrollWidth <= html.clientWidth);
  expect(fits).toBe(true);
  const seconds = page.getByTestId('redirect-seconds');
  await expect(seconds).toHaveText('2');
  await expect(seconds).toHaveText('1');
  await expect(page).toHaveURL(/\/dashboard\/profile$/);
});

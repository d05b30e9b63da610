import type { PickupCode } from '@messmate/shared';
import { expectNoSeriousViolations, scanPages } from '../a11y/axe';
import { expect, test } from '../fixtures';
import { uniqueTitle } from '../support/kitchen';
import { buySilver, signInAdmin, signUpResident } from '../support/members';

test('the pickup view keeps showing the saved codes when the network drops, and passes axe', async ({
  page,
  kitchen,
}) => {
  const meal = await kitchen.addMeal({ title: uniqueTitle('Bhuna Khichuri') });
  const resident = await signUpResident(page, 'Offline Orin');
  await buySilver(page.request);
  const made = await page.request.post('/api/serve-meals', { data: { mealId: meal._id } });
  expect(made.status(), await made.text()).toBe(201);

  expect(await scanPages(page, ['/dashboard/pickup'], 'a resident')).toBe(2);
  const card = page.getByRole('article', { name: `Pickup code for ${meal.title}` });
  const shortCode = (await card.getByText(/^[2-9A-Z]{3} [2-9A-Z]{4}$/).textContent()) ?? '';
  const [saved] = (await (await page.request.get('/api/pickup-codes')).json()) as PickupCode[];
  expect(shortCode.replace(' ', '')).toBe(saved?.shortCode);

  // The canteen's network drops: the same code, from the phone's saved copy, with a note.
  await page.route('**/api/pickup-codes', (route) => route.abort('internetdisconnected'));
  await page.reload();
  await expect(
    page.getByRole('status').filter({ hasText: /^Offline: showing the codes saved at/ }),
  ).toBeVisible();
  await expect(card).toContainText(shortCode);
  await expect(card).toContainText(resident.name);
  await expectNoSeriousViolations(page, 'the offline pickup view');
});

test('the counter passes axe empty, with a code to serve and with a refusal, at 390 and 1280 px', async ({
  page,
  kitchen,
  newResident,
}) => {
  const meal = await kitchen.addMeal({ title: uniqueTitle('Shorshe Ilish') });
  const resident = await newResident('Axe Ayesha');
  await buySilver(resident.request);
  const made = await resident.request.post('/api/serve-meals', { data: { mealId: meal._id } });
  expect(made.status(), await made.text()).toBe(201);
  const [code] = (await (await resident.request.get('/api/pickup-codes')).json()) as PickupCode[];
  if (!code) throw new Error('no pickup code');

  await signInAdmin(page);
  expect(await scanPages(page, ['/dashboard/admin/counter'], 'the admin')).toBe(2);
  const scanned = page.getByRole('region', { name: 'Scanned code' });
  await page.getByLabel('Short code').fill(code.shortCode.toLowerCase());
  await page.keyboard.press('Enter');
  await expect(scanned).toContainText(resident.name);
  await expectNoSeriousViolations(page, 'the counter with a code to serve');
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoSeriousViolations(page, 'the counter with a code to serve at 390 px');

  await page.getByLabel('Short code').fill('ZZZZZZZ');
  await page.keyboard.press('Enter');
  await expect(scanned).toContainText(resident.name); // a code waiting to be served stays
  await scanned.getByRole('button', { name: 'Serve' }).click();
  await expect(scanned).toContainText(/Served at/);
  await page.getByLabel('Short code').fill('ZZZZZZZ');
  await page.keyboard.press('Enter');
  await expect(scanned).toContainText('No pickup code matches.');
  await expectNoSeriousViolations(page, 'the counter refusing a code');
});

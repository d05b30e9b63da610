import { expectNoSeriousViolations } from '../a11y/axe';
import { expect, test } from '../fixtures';
import { uniqueTitle, uniqueWord } from '../support/kitchen';
import { buySilver, signUpResident } from '../support/members';

const SHOTS = 'docs/screenshots/issue-23-residents';

test('a Bangla reader requests and reviews a meal with a Bangla title and finds it by that title in their lists', async ({
  page,
  kitchen,
}) => {
  test.setTimeout(120_000);
  const title = uniqueTitle('Shorshe Ilish');
  const titleBn = `সর্ষে ইলিশ ${uniqueWord()}`;
  const meal = await kitchen.addMeal({ title, titleBn });
  await page.addInitScript(`localStorage.setItem('messmate.language', 'bn')`);
  await page.setViewportSize({ width: 390, height: 844 });
  await signUpResident(page, 'Requesting Rahima');
  await buySilver(page.request);

  await page.goto(`/meals/${meal._id}`);
  await expect(page.getByRole('heading', { level: 1, name: titleBn })).toBeVisible();
  await page.getByRole('button', { name: 'খাবার চাই' }).click();
  await expect(page.getByText('আজ চাওয়া হয়েছে')).toBeVisible();

  // Requested Meals: the request keeps the English title, the Bangla reader reads the Bangla.
  await page.goto('/dashboard/requests');
  await expect(page.getByRole('heading', { level: 1, name: 'চাওয়া খাবার' })).toBeVisible();
  const requested = page.getByRole('link', { name: titleBn, exact: true });
  await expect(requested).toBeVisible();
  await expect(page.getByText(title)).toHaveCount(0);
  await expect(page.getByRole('button', { name: `বাতিল করুন (${titleBn}-এর অনুরোধ)` })).toBeVisible();
  await expectNoSeriousViolations(page, 'Requested Meals in Bangla at 390px');
  await page.screenshot({ path: `${SHOTS}/requested-meals-bn-390.png`, fullPage: true });

  // Its pickup code is titled the same way.
  await page.getByRole('link', { name: 'পিকআপ কোড' }).click();
  await expect(page.getByRole('heading', { level: 2, name: titleBn })).toBeVisible();

  // My Reviews: likewise.
  const reviewed = await page.request.post(`/api/meals/${meal._id}/review`, {
    data: { content: 'ঝাল ঠিকঠাক, মাছ টাটকা।', rating: 5 },
  });
  expect(reviewed.status(), await reviewed.text()).toBe(201);
  await page.goto('/dashboard/reviews');
  await expect(page.getByText('ঝাল ঠিকঠাক, মাছ টাটকা।')).toBeVisible();
  await expect(page.getByText(titleBn).first()).toBeVisible();
  await expect(page.getByText(title)).toHaveCount(0);
});

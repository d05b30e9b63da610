import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { axeFor } from '../a11y/axe';
import { buySilver, signUpResident } from '../support/members';

// Each test scans several pages with axe at two widths: minutes on a loaded 2-core machine.
test.describe.configure({ timeout: 180_000 });

async function expectPanelClean(page: Page, label: string) {
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  await expect(panel).toBeVisible();
  await expect(panel.getByText(/^Loading/)).toHaveCount(0);
  const results = await axeFor(page).include('header').analyze();
  const found = results.violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(found, label).toEqual([]);
}

test('the open bell panel has no axe violations, for a visitor and a resident, phone and desktop', async ({
  page,
}) => {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/');
    await page.getByRole('button', { name: /^Notifications/ }).click();
    await expectPanelClean(page, `visitor at ${width} px`);
  }
  await signUpResident(page, 'Axe Ayesha');
  await buySilver(page.request);
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/');
    await page.getByRole('button', { name: /^Notifications/ }).click();
    await expect(page.getByText('Silver package activated!')).toBeVisible();
    await expectPanelClean(page, `resident at ${width} px`);
  }
});

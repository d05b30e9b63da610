import { MESSAGES } from '@messmate/shared/messages';
import { expect, test } from '../fixtures';
import { startOwnServer } from './own-server';
import { controlledByServiceWorker } from './service-worker';

test.use({ serviceWorkers: 'allow' });

const hasWaitingWorker = `navigator.serviceWorker.getRegistration().then((r) => !!r.waiting)`;

test('a new version waits for Reload, then takes over the page whole', async ({ page }) => {
  test.setTimeout(90_000);
  const server = await startOwnServer();
  try {
    await page.goto(`${server.origin}/meals`);
    await controlledByServiceWorker(page);
    await expect(page.getByRole('heading', { name: 'All Meals' })).toBeVisible();

    server.deployNextServiceWorker();
    await page.evaluate(`navigator.serviceWorker.getRegistration().then((r) => r.update())`);

    const prompt = page.getByText(MESSAGES.updateReady);
    await expect(prompt).toBeVisible();
    // Until asked, the old version keeps the page: nothing reloads under the person.
    expect(await page.evaluate(hasWaitingWorker)).toBe(true);

    const reloaded = page.waitForEvent('load');
    await page.getByRole('button', { name: MESSAGES.updateReload }).click();
    await reloaded;
    await expect(page.getByRole('heading', { name: 'All Meals' })).toBeVisible();
    await expect(prompt).toHaveCount(0);
    expect(await page.evaluate(hasWaitingWorker)).toBe(false);
  } finally {
    await server.stop();
  }
});

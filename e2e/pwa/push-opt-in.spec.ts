import { MESSAGES } from '@messmate/shared/messages';
import { expectNoSeriousViolations } from '../a11y/axe';
import { expect, test } from '../fixtures';
import { E2E_BASE_URL } from '../support/e2e-env';
import { signUpResident } from '../support/members';
import { controlledByServiceWorker } from './service-worker';

test.use({ serviceWorkers: 'allow' });

// Headless Chromium reaches no push service, so subscribing is refused here; the server side of
// a subscription is covered by apps/server/test/push (a local push service that decrypts).
test('the bell offers pushes on this device, says when it could not, and when the browser blocks them', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['notifications'], { origin: E2E_BASE_URL });
  await signUpResident(page, 'Push Priya');
  await page.goto('/meals');
  await controlledByServiceWorker(page);

  const bell = page.getByRole('button', { name: /^Notifications/ });
  await bell.click();
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  const turnOn = panel.getByRole('button', { name: MESSAGES.pushTurnOn });
  await expect(panel).toContainText('When your meal is served or the kitchen replies');
  await expectNoSeriousViolations(page, 'bell with the push opt-in');

  await turnOn.click();
  await expect(page.getByText(MESSAGES.pushFailed)).toBeVisible();
  await expect(turnOn).toBeEnabled();

  // The person blocks notifications in the browser's settings.
  const cdp = await context.newCDPSession(page);
  const { targetInfo } = await cdp.send('Target.getTargetInfo');
  await cdp.send('Browser.setPermission', {
    permission: { name: 'notifications' },
    setting: 'denied',
    origin: E2E_BASE_URL,
    browserContextId: targetInfo.browserContextId,
  });
  await page.reload();
  await bell.click();
  await expect(panel.getByText(MESSAGES.pushBlocked)).toBeVisible();
  await expect(turnOn).toHaveCount(0);
});

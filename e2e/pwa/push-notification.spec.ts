import { expect, test } from '../fixtures';
import { E2E_BASE_URL } from '../support/e2e-env';
import { controlledByServiceWorker, shownNotifications } from './service-worker';

test.use({ serviceWorkers: 'allow' });

test('a push delivered to the service worker shows as a notification carrying its page', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['notifications'], { origin: E2E_BASE_URL });
  await page.goto('/');
  await controlledByServiceWorker(page);

  const cdp = await context.newCDPSession(page);
  const registrationId = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((r) => r.scopeURL === `${E2E_BASE_URL}/` && !r.isDeleted);
      if (ours) resolve(ours.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  const payload = {
    title: 'Your meal is served',
    body: 'Morog Polao has been served. Enjoy your meal!',
    link: '/dashboard/requests',
    tag: 'request-e2e',
  };
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin: E2E_BASE_URL,
    registrationId: await registrationId,
    data: JSON.stringify(payload),
  });

  await expect
    .poll(() => shownNotifications(page))
    .toEqual([
      {
        title: payload.title,
        body: payload.body,
        tag: payload.tag,
        data: { link: payload.link },
      },
    ]);
});

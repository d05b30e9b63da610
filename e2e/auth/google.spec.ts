import { MESSAGES } from '@messmate/shared/messages';
import { expect, test } from '../fixtures';
import { GOOGLE_PERSON, startServerWithGoogle } from './google-server';

let server: Awaited<ReturnType<typeof startServerWithGoogle>>;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startServerWithGoogle();
});
test.afterAll(async () => {
  await server?.stop();
});

test('Continue with Google signs a new resident in and lands on Home with the greeting', async ({
  page,
}) => {
  await page.goto(`${server.url}/join`);
  await expect(page.getByText('Google sign-in is not set up on this server.')).toHaveCount(0);
  await page.getByRole('button', { name: 'Continue with Google' }).click();

  await expect(page.getByText(MESSAGES.googleLoginSuccess)).toBeVisible();
  await expect(page).toHaveURL(`${server.url}/`);
  await page.getByRole('button', { name: `Account menu for ${GOOGLE_PERSON.name}` }).click();
  await expect(page.getByRole('menu')).toContainText(GOOGLE_PERSON.email);

  const me = await page.request.get(`${server.url}/api/users/me`);
  expect(await me.json()).toMatchObject({
    name: GOOGLE_PERSON.name,
    email: GOOGLE_PERSON.email,
    image: GOOGLE_PERSON.picture,
    role: 'student',
    badge: 'Bronze',
  });
});

import { MESSAGES } from '@messmate/shared/messages';
import sharp from 'sharp';
import { signInAdmin } from '../support/members';
import { expect, test } from '../fixtures';
import { PASSWORD, logInThroughForm, registerByApi, uniqueEmail } from './accounts';

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('a photo URL from elsewhere shows as initials, with nothing blocked in the console', async ({
      page,
    }) => {
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') problems.push(message.text());
      });
      await page.goto('/join?tab=register');
      await page.getByLabel('Full name').fill('Outside Photo');
      await page.getByLabel('Photo URL').fill('https://example.com/outside.jpg');
      await page.getByLabel('Email').fill(uniqueEmail('outside-photo'));
      await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
      await page.getByRole('button', { name: 'Register', exact: true }).click();
      await expect(page.getByText(MESSAGES.registrationSuccess)).toBeVisible();
      await page.goto('/dashboard/profile');
      await expect(page.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();
      await expect(page.getByRole('main').getByText('OP', { exact: true }).first()).toBeVisible();
      await expect(page.locator('img[src*="example.com"]')).toHaveCount(0);
      expect(problems).toEqual([]);
    });

    test('a photo URL on a listed photo host is shown, the content security policy lets it in', async ({
      page,
    }) => {
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') problems.push(message.text());
      });
      // The machine has no way out: the photo host answers from here, after the page's
      // content security policy has let the request go (a blocked one never reaches a route).
      const photo = await sharp({
        create: { width: 48, height: 48, channels: 3, background: '#b45309' },
      })
        .png()
        .toBuffer();
      await page.route('https://i.ibb.co/**', (route) =>
        route.fulfill({ status: 200, contentType: 'image/png', body: photo }),
      );
      await page.goto('/join?tab=register');
      await page.getByLabel('Full name').fill('Listed Photo');
      await page.getByLabel('Photo URL').fill('https://i.ibb.co/x1y2z3/listed.png');
      await page.getByLabel('Email').fill(uniqueEmail('listed-photo'));
      await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
      await page.getByRole('button', { name: 'Register', exact: true }).click();
      await expect(page.getByText(MESSAGES.registrationSuccess)).toBeVisible();
      await page.goto('/dashboard/profile');
      const shown = page.locator('main img[src="https://i.ibb.co/x1y2z3/listed.png"]').first();
      await expect(shown).toBeVisible();
      await expect
        .poll(() => shown.evaluate((img) => (img as { naturalWidth: number }).naturalWidth))
        .toBe(48);
      expect(problems).toEqual([]);
    });

    test('a resident edits name, hall and room, uploads a photo and removes it', async ({
      page,
      baseURL,
    }) => {
      await registerByApi(page, baseURL, 'Editing Era');
      await page.goto('/dashboard/profile');
      const editor = page.getByRole('region', { name: 'Edit profile' });
      await editor.getByLabel('Full name').fill('Era Chowdhury');
      await editor.getByLabel('Hall (optional)').fill('Rokeya Hall');
      await editor.getByLabel('Room number (optional)').fill('305');
      await editor.getByRole('button', { name: 'Save profile' }).click();
      await expect(page.getByText(MESSAGES.profileSaved)).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: 'Era Chowdhury' })).toBeVisible();
      await expect(page.getByText('Rokeya Hall, Room 305')).toBeVisible();

      const png = await sharp({
        create: { width: 64, height: 64, channels: 3, background: '#2f855a' },
      })
        .png()
        .toBuffer();
      await editor
        .getByLabel('Upload a new photo')
        .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
      await expect(page.getByText(MESSAGES.photoSaved)).toBeVisible();
      const photos = page.locator('main img[src*="/api/images/"]');
      await expect(photos.first()).toBeVisible();
      // Visible is not yet decoded: on a busy machine the bytes may still be arriving.
      await expect
        .poll(() =>
          photos.first().evaluate((img) => (img as { naturalWidth: number }).naturalWidth),
        )
        .toBe(64);

      await editor.getByRole('button', { name: 'Remove photo' }).click();
      await expect(page.getByText(MESSAGES.photoRemoved)).toBeVisible();
      await expect(photos).toHaveCount(0);
      await page.reload();
      await expect(page.getByText('Rokeya Hall, Room 305')).toBeVisible();
    });

    test('changing the password signs the other devices out', async ({
      page,
      browser,
      baseURL,
    }) => {
      const { email } = await registerByApi(page, baseURL, 'Changing Chaity');
      const other = await browser.newContext({ baseURL });
      const otherPage = await other.newPage();
      await otherPage.goto('/join');
      await logInThroughForm(otherPage, email, PASSWORD, 'Student');
      await expect(otherPage).toHaveURL(/\/dashboard\/profile$/);

      await page.goto('/dashboard/profile');
      const panel = page.getByRole('region', { name: 'Change password' });
      await panel.getByLabel('Current password', { exact: true }).fill('not my password');
      await panel.getByLabel('New password', { exact: true }).fill('a brand new password');
      await panel.getByRole('button', { name: 'Change password' }).click();
      await expect(panel.getByRole('alert')).toHaveText(MESSAGES.currentPasswordWrong);

      await panel.getByLabel('Current password', { exact: true }).fill(PASSWORD);
      await panel.getByRole('button', { name: 'Change password' }).click();
      await expect(page.getByText(MESSAGES.passwordChanged)).toBeVisible();
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();

      await otherPage.reload();
      await expect(otherPage).toHaveURL(/\/join\?redirect=/);
      await other.close();
    });

    test('without SMTP, Forgot password says to ask an admin, whose link sets a new password', async ({
      page,
      browser,
      baseURL,
    }) => {
      const { email } = await registerByApi(page, baseURL, 'Forgetful Farid');
      await page.context().clearCookies();
      await page.goto('/join');
      await page.getByRole('link', { name: 'Forgot password?' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Forgot password' })).toBeVisible();
      await expect(page.getByText(MESSAGES.resetByAdmin)).toBeVisible();

      const admin = await browser.newContext({ baseURL });
      const adminPage = await admin.newPage();
      await signInAdmin(adminPage);
      await adminPage.goto('/dashboard/admin/profile');
      const panel = adminPage.getByRole('region', { name: 'Password reset link' });
      await panel.getByLabel("Resident's email").fill(email);
      await panel.getByRole('button', { name: 'Make reset link' }).click();
      const shown = panel.getByRole('status');
      await expect(shown).toContainText(`A link for ${email}. It works once, for 60 minutes.`);
      const link = (await shown.locator('.font-mono').textContent()) ?? '';
      expect(link).toMatch(/\/reset-password\?token=/);
      await admin.close();

      await page.goto(link);
      await expect(
        page.getByRole('heading', { level: 1, name: 'Choose a new password' }),
      ).toBeVisible();
      await page.getByLabel('New password', { exact: true }).fill('my remembered password');
      await page.getByRole('button', { name: 'Set new password' }).click();
      await expect(page.getByText(MESSAGES.passwordResetDone)).toBeVisible();
      await expect(page).toHaveURL(/\/join$/);
      await logInThroughForm(page, email, 'my remembered password', 'Student');
      await expect(page).toHaveURL(/\/dashboard\/profile$/);

      await page.goto(link);
      await page.getByLabel('New password', { exact: true }).fill('another new password');
      await page.getByRole('button', { name: 'Set new password' }).click();
      await expect(page.getByRole('alert')).toHaveText(
        'This reset link has expired or was already used. Ask for a new one.',
      );
    });
  });
}

import { paths } from '@messmate/shared/paths';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';

const BENGALI_FONT = /noto-sans-bengali-bengali-\d00-normal-[\w-]+\.woff2$/;

/** The fonts Chromium really drew an element's text with (what a screenshot would show). */
async function fontsDrawing(page: Page, selector: string) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument');
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
  return fonts.map((font) => font.familyName);
}

// The machines that run these tests have no Bengali font of their own (Debian's chromium
// package brings none), so a box here is what a resident's laptop would show.
test('the taka sign and the language switch are drawn with the font the product serves, one file per weight in use', async ({
  page,
}) => {
  const fontFiles: string[] = [];
  page.on('request', (request) => {
    if (BENGALI_FONT.test(request.url())) fontFiles.push(request.url());
  });

  // Sign-in's only Bengali text is the switch naming the other language in its own script:
  // it is drawn with our font, and only the one weight it is set in is fetched.
  await page.goto(paths.login);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const languageSwitch = page.getByRole('button', { name: 'বাংলা' }).first();
  await expect(languageSwitch).toBeVisible();
  await page.evaluate('document.fonts.ready.then(() => true)');
  await languageSwitch.evaluate((element) => {
    (element as unknown as { setAttribute(name: string, value: string): void }).setAttribute(
      'data-switch-probe',
      '',
    );
  });
  expect(await fontsDrawing(page, '[data-switch-probe]')).toContain('Noto Sans Bengali');
  expect(fontFiles, 'one weight for the switch, not every weight the CSS declares').toHaveLength(1);

  await page.goto(paths.meals());
  const price = page.getByText(/^৳\s?\d/).first();
  await expect(price).toBeVisible();
  await page.evaluate('document.fonts.ready.then(() => true)');
  await price.evaluate((element) => {
    (element as unknown as { setAttribute(name: string, value: string): void }).setAttribute(
      'data-font-probe',
      '',
    );
  });
  expect(await fontsDrawing(page, '[data-font-probe]')).toContain('Noto Sans Bengali');
  expect(new Set(fontFiles).size).toBeLessThanOrEqual(2);
});

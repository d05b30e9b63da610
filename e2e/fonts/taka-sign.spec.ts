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
test('the taka sign is drawn with the font the product serves, fetched only where it appears', async ({
  page,
}) => {
  const fontFiles: string[] = [];
  page.on('request', (request) => {
    if (BENGALI_FONT.test(request.url())) fontFiles.push(request.url());
  });

  await page.goto(paths.login);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.evaluate('document.fonts.ready.then(() => true)');
  expect(fontFiles, 'a page without Bengali characters fetches no Bengali font').toEqual([]);

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
  expect(fontFiles.length).toBeGreaterThan(0);
});

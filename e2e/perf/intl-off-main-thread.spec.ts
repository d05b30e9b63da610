import { expect, test } from '../fixtures';
import { uniqueTitle } from '../support/kitchen';

// Run in the page (the journeys are typed without the DOM): notes when the warm-up worker is
// started and answers, and when the main thread makes its first Intl formatter.
const NOTE_INTL_ORDER = `
  window.intlOrder = [];
  const note = (what) => window.intlOrder.push(what);
  for (const name of ['DateTimeFormat', 'NumberFormat', 'PluralRules', 'RelativeTimeFormat']) {
    const original = Intl[name];
    Intl[name] = new Proxy(original, {
      construct(target, args, newTarget) {
        note('main thread formats');
        return Reflect.construct(target, args, newTarget === Intl[name] ? target : newTarget);
      },
      apply(target, self, args) {
        note('main thread formats');
        return Reflect.apply(target, self, args);
      },
    });
  }
  const OriginalWorker = window.Worker;
  window.Worker = class extends OriginalWorker {
    constructor(url, options) {
      super(url, options);
      if (!/warm-intl/.test(String(url))) return;
      note('worker started');
      this.addEventListener('message', () => note('worker warmed'));
      this.addEventListener('error', () => note('worker failed'));
    }
  };
`;

// The first Intl formatter a renderer makes loads ICU's data, the longest single piece of the
// first load's main-thread work on a phone; a worker makes it first (decision 0058). An order,
// not a speed: no formatter on the main thread before the worker is started (a module that made
// one while the modules loaded would come first), and the worker runs under the page's CSP.
for (const [page, url] of [
  ['a meal’s details', 'meal'],
  ['the menu', '/menu'],
] as const) {
  test(`${page}: the first Intl formatter is made off the main thread`, async ({
    page: browserPage,
    kitchen,
  }) => {
    const address =
      url === 'meal'
        ? `/meals/${(await kitchen.addMeal({ title: uniqueTitle('Warm Intl Pulao') }))._id}`
        : url;
    await browserPage.addInitScript(NOTE_INTL_ORDER);
    await browserPage.goto(address);
    await expect(browserPage.getByRole('heading', { level: 1 })).toBeVisible();

    const order = () => browserPage.evaluate<string[]>('window.intlOrder');
    await expect.poll(order).toContain('worker warmed');
    const notes = await order();
    expect(notes).not.toContain('worker failed');
    expect(notes[0]).toBe('worker started');
  });
}

// The first Intl formatter a renderer makes loads ICU's data for the whole process: 40-400 ms
// of a phone's main thread in the first render that formats a date or a number. Made here first,
// on a thread of its own, it leaves the page's formatters a cache to read (under 1 ms each).
// docs/decisions/0058-lighthouse-mobile-main-thread.md
for (const locale of ['en-GB', 'en-US', 'bn-BD']) {
  new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(0);
  new Intl.NumberFormat(locale).format(1);
  new Intl.PluralRules(locale).select(1);
}
// Told for the journey that checks it ran (e2e/perf/intl-off-main-thread.spec.ts); no one else listens.
postMessage('warmed');
close();

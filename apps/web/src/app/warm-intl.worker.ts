// The first Intl formatter a renderer makes loads ICU's data for the whole process: 40-400 ms
// of a phone's main thread in the first render that formats a date or a number. Made here first,
// on a thread of its own, it leaves the page's formatters a cache to read (under 1 ms each).
// docs/decisions/0058-lighthouse-mobile-main-thread.md
// The English formats every page's first render makes, then the word that the first render
// waits for (app/warm-intl.ts), then Bangla's data, which a Bangla reader's page reads next.
new Intl.NumberFormat('en-US', { useGrouping: false }).format(1);
new Intl.PluralRules('en-US').select(1);
new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium' }).format(0);
postMessage('warmed');
new Intl.NumberFormat('bn-BD').format(1);
new Intl.DateTimeFormat('bn-BD', { dateStyle: 'medium' }).format(0);
close();

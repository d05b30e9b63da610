import { defineMessages } from '@/lib/i18n';

// The week's pages: /menu and My Week, with the away form. Home loads none of these.
export const weekText = defineMessages('week', {
  menuTitle: 'Menu · MessMate',
  menuEyebrow: 'The mess board',
  menuHeading: 'Menu',
  menuIntro:
    'What the kitchen is cooking each day. Turn a sitting off before its cut-off when you will not eat, so no plate goes to waste.',
  myWeekTitle: 'My Week · MessMate',
  myWeekHeading: 'My Week',
  loadingMenu: 'Loading the menu',
  thisWeek: 'This week',
  nextWeek: 'Next week',
  signInToChoose: 'Sign in to turn your meals on or off.',
  joinUs: 'Join Us',
  today: 'Today',
  tomorrow: 'Tomorrow',
  nothingPlanned: 'Nothing planned for this day yet.',
  loadingWeek: 'Loading your week',
  daysLabel: 'Your sittings, day by day',
  todayIs: 'Today, {day}',
  dateSitting: '{day} {sitting}',
  awayTitle: 'Going away?',
  awayIntro: 'Every sitting of those days goes off at once, both days included.',
  awayFrom: 'I’m away from',
  awayTo: 'to',
  awaySubmit: 'Turn my meals off',
  awayBusy: 'Turning off…',
  awayEndsBeforeStart: 'The last day away must be on or after the first.',
  awayFailed: 'Could not mark you away. Please try again.',
  awayNothing: 'No planned sitting in those days was still open: nothing changed.',
  awayDone:
    '{changed, plural, one {# sitting turned off.} other {# sittings turned off.}}{locked, plural, =0 {} other { # already locked stay as they were.}}',
  nowOff: 'Now off:',
  alreadyLocked: 'Already locked, unchanged:',
});

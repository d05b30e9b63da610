import { defineMessages } from '@/lib/i18n';

// What Home shows of the board (today's menu) and what every board page shares: the switch, the
// lock, the cut-off. The week's pages have theirs in week/messages.ts.
export const boardText = defineMessages('board', {
  todayTitle: 'Today’s menu',
  weekLink: 'The week’s menu',
  menuFailed: 'The menu could not be loaded just now.',
  loadingToday: 'Loading today’s menu',
  nowServing: 'Now serving',
  next: 'Next',
  nextOn: 'Next: {day}',
  nothingPlannedToday: 'The kitchen has not planned today’s menu yet.',
  nextCutoff: 'Next cut-off: {sitting} at {time}',
  nextCutoffOn: 'Next cut-off: {sitting} ({day}) at {time}',
  left: '{time} left',
  hoursLeft: '{hours} h {minutes} min',
  minutesLeft: '{minutes} min {seconds} s',
  secondsLeft: '{seconds} s',
  dayBefore: '{time} the day before',
  timeOnDay: '{time} {day}',
  lockedAt: 'Locked at {time}',
  cutoffAt: 'Cut-off {time}',
  youEat: 'You are eating',
  youSkip: 'You are not eating',
  eating: 'Eating',
  notEating: 'Not eating',
  choiceFailed: 'Could not change your meal. Please try again.',
});

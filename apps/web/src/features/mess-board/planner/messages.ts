import { defineMessages } from '@/lib/i18n';

// The week planner (/dashboard/admin/menu), with its dish picker and 'Copy last week'. 'Publish
// week' has its own (components/publish-week/messages.ts).
export const plannerText = defineMessages('planner', {
  pageTitle: 'Week Menu · MessMate',
  heading: 'Week Menu',
  loading: 'Loading the menu',
  day: 'Day',
  today: 'Today',
  dialogTitle: '{sitting}, {day}',
  notPlanned: 'Not planned',
  locked: 'Locked',
  edit: 'Edit',
  plan: 'Plan',
  previousWeek: 'Previous week',
  nextWeek: 'Next week',
  copyLastWeek: 'Copy last week',
  copying: 'Copying…',
  copyConfirm:
    'Last week’s menu goes into the week of {day}, replacing what those sittings hold. Sittings past their cut-off stay as they are.',
  copyNothing: 'Last week has no menu to copy.',
  copyDone:
    '{count, plural, one {Copied # sitting from last week.} other {Copied # sittings from last week.}}',
  copySkipped: 'Skipped, already locked: {list}.',
  copyFailed: 'Not copied: {list}.',
  dishes: 'Dishes ({count, number} picked)',
  search: 'Search the catalogue',
  everyCategory: 'Every category',
  noDish: 'No dish matches.',
  note: 'Note (optional)',
  notePlaceholder: 'Friday special',
  takeOff: 'Take off the menu',
  cancel: 'Cancel',
  save: 'Save',
  saving: 'Saving…',
  pickAMeal: 'Pick at least one dish, or take the sitting off the menu.',
  saveFailed: 'Could not save the menu. Please try again.',
  saved: 'Menu saved.',
  removed: 'Sitting taken off the menu.',
});

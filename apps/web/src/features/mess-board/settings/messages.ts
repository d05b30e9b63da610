import { defineMessages } from '@/lib/i18n';

// Mess Settings (/dashboard/admin/settings): the sittings' times and the default board.
export const settingsText = defineMessages('messSettings', {
  pageTitle: 'Mess Settings · MessMate',
  heading: 'Mess Settings',
  loading: 'Loading the settings',
  clock: 'Times are on the community’s clock ({timeZone}).',
  starts: 'Starts',
  ends: 'Ends',
  cutoff: 'Cut-off',
  cutoffDayBefore: 'The cut-off is on the evening before',
  residentsStart: 'Residents start',
  onBoard: 'On the board',
  onBoardText: 'Residents eat every planned sitting unless they turn it off.',
  offBoard: 'Off the board',
  offBoardText: 'Residents eat only the sittings they turn on.',
  save: 'Save settings',
  saving: 'Saving…',
  saved: 'Mess settings saved.',
  saveFailed: 'Could not save the settings. Please try again.',
});

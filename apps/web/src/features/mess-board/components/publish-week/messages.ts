import { defineMessages } from '@/lib/i18n';

export const publishText = defineMessages('publishWeek', {
  button: 'Publish week',
  publishing: 'Publishing…',
  confirm:
    'Every resident is told that the menu for {first} to {last} is out: in the bell, and by push on the phones where they turned notifications on.',
  confirmButton: 'Publish',
  cancel: 'Cancel',
  published: 'Published {when} by {who}',
  publishedNoName: 'Published {when}',
  notPublished: 'Not published yet: residents have not been told about this week.',
  changedSince: 'The menu changed since: publish again to tell residents.',
  told: '{count, plural, =0 {Published. No residents to tell yet.} one {Published: # resident told.} other {Published: # residents told.}}',
  alreadyPublished: 'Already published as it is: nobody was told again.',
  nothingPlanned: 'Nothing is planned this week yet: plan a sitting before publishing.',
  weekOver: 'This week is over: publish this week or a later one.',
  failed: 'Could not publish the menu. Try again.',
});

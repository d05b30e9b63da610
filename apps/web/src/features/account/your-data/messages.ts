import { defineMessages } from '@/lib/i18n';

export const yourDataText = defineMessages('yourData', {
  title: 'Your data',
  intro:
    'Download everything MessMate keeps about you as one file, or delete your account for good.',
  download: 'Download my data',
  downloading: 'Preparing your file...',
  downloadHint:
    'A JSON file with your profile, requests, likes, reviews, payments, board choices, pickup codes, notifications and support threads. Never your password.',
  downloaded: 'Your data is downloaded.',
  downloadFailed: 'Your data could not be downloaded. Please try again.',
  delete: 'Delete my account',
  dialogTitle: 'Delete your account?',
  staysTitle: 'What stays',
  staysReviews: 'Your reviews, with their stars, shown as by a "Former resident".',
  staysPayments: 'Your payments, kept for the accounts without your name.',
  goesTitle: 'What goes, for good',
  goesEverything:
    'Your profile and photo, requests, likes, helpful marks, meal board choices, pickup codes, notifications, support threads and every signed-in device.',
  cannotUndo: 'This cannot be undone. Download your data first if you want a copy.',
  password: 'Your password',
  confirm: 'Delete my account',
  deleting: 'Deleting...',
  cancel: 'Cancel',
  deleted: 'Your account is deleted. Goodbye, and thank you for eating with us.',
  deleteFailed: 'Your account could not be deleted. Please try again.',
});

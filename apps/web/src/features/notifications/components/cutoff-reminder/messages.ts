import { defineMessages } from '@/lib/i18n';

export const reminderText = defineMessages('cutoffReminder', {
  label: 'Remind me before the cut-off',
  hint: 'A push an hour before each meal closes, saying whether you are on or off.',
  needsPush: 'Reminders come as notifications: turn them on for this device below.',
  failed: 'Could not change the reminder. Check your connection and try again.',
});

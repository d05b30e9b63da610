import { defineMessages } from '@/lib/i18n';

// Forgot password and the page a reset link opens.
export const resetText = defineMessages('passwordReset', {
  forgotTitle: 'Forgot password',
  forgotIntro: "Enter your account's email and we will send you a link to choose a new password.",
  remembered: 'Remembered it?',
  backToLogin: 'Back to Login',
  sendFailed: 'The reset link could not be sent. Please try again.',
  send: 'Send reset link',
  sending: 'Sending...',
  resetTitle: 'Choose a new password',
  resetIntro: 'After this, every device signed in to your account is signed out.',
  resetFailed: 'The password could not be reset. Please try again.',
  forgotLink: 'Forgot password?',
  set: 'Set new password',
  saving: 'Saving...',
  newPassword: 'New password',
  pageTitle: '{title} · MessMate',
});

import { defineMessages } from '@/lib/i18n';

// The resident's pickup codes (the counter's words are the kitchen's).
export const pickupText = defineMessages('pickup', {
  pageTitle: 'Pickup Codes · MessMate',
  heading: 'Pickup Codes',
  intro: 'Show this at the counter. The kitchen scans the QR code or reads the short code aloud.',
  loading: 'Loading your pickup codes',
  failed: 'Your pickup codes could not be loaded.',
  nothing: 'Nothing to collect',
  browseMeals: 'Browse meals',
  nothingText:
    "When you request a meal, or are on today's mess board, its pickup code shows here until the kitchen serves it.",
  offline: 'Offline: showing the codes saved at {time}. They still work at the counter.',
  cardLabel: 'Pickup code for {title}',
  board: 'Mess board · {sitting}',
  otherDay: 'For {day}: only on that day',
  qrLabel: 'QR code for {title}',
  shortCode: 'Short code',
});

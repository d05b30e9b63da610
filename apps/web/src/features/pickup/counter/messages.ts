import { defineMessages } from '@/lib/i18n';

// The kitchen's counter (/dashboard/admin/counter): scan or type a code, serve. Only it loads these.
export const counterText = defineMessages('counter', {
  pageTitle: 'Counter · MessMate',
  heading: 'Counter',
  waiting: 'Scan a resident’s pickup code, or type its short code.',
  resultLabel: 'Scanned code',
  looking: 'Looking up the code…',
  serve: 'Serve',
  serving: 'Serving…',
  served: 'Served',
  servedAt: 'Served at {time}',
  next: 'Next',
  shortCode: 'Short code',
  shortCodeExample: 'e.g. K7M 4QXA',
  lookUp: 'Look up',
  cameraView: 'Camera view for scanning pickup codes',
  startCamera: 'Start camera',
  startingCamera: 'Starting camera…',
  cameraBlocked: 'The camera is blocked. Allow it in the browser, or type the short code.',
  noCamera: 'No camera found. Type the short code instead.',
  cameraFailed: 'The camera could not start. Type the short code instead.',
  lookUpFailed: 'The code could not be checked.',
  serveFailed: 'The meal could not be served.',
  alreadyCollectedAt: 'Already collected at {time}',
});

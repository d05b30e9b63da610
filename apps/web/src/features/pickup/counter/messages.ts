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
  // The server's refusals, by their code, for a reader whose language the server does not write.
  codeUnknown: 'No pickup code matches. Check the code, or ask the resident to open it again.',
  alreadyCollected: 'Already collected.',
  requestCancelled: 'This request was cancelled, so there is nothing to collect.',
  otherDay: 'This code is not for today. It can only be collected on its own day.',
  sittingTurnedOff: 'This resident turned this sitting off today, so there is nothing to collect.',
  notOnBoard:
    'This resident is not on today’s board for this sitting (they joined after its cut-off).',
  ambiguousShortCode: 'This short code matches more than one pickup. Scan the QR code instead.',
});

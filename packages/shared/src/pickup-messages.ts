import type { Sitting } from './schemas/mess-calendar';

/** What the counter and the pickup view tell people about a code. */
export const PICKUP_MESSAGES = {
  codeUnknown: 'No pickup code matches. Check the code, or ask the resident to open it again.',
  alreadyCollected: (time: string) => `Already collected at ${time}`,
  requestCancelled: 'This request was cancelled, so there is nothing to collect.',
  otherDay: (day: string, today: string) =>
    `This code is for ${day}, not today (${today}). It can only be collected on its own day.`,
  sittingTurnedOff: (sitting: Sitting) =>
    `This resident turned ${sitting.toLowerCase()} off today, so there is nothing to collect.`,
  notOnBoard: (sitting: Sitting) =>
    `This resident is not on today's ${sitting.toLowerCase()} board (they joined after its cut-off).`,
  ambiguousShortCode: 'This short code matches more than one pickup. Scan the QR code instead.',
  collected: (title: string, name: string) => `Served ${title} to ${name}.`,
} as const;

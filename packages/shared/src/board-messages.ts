import type { Sitting } from './schemas/mess-calendar';

/** The mess board's texts (server errors shown as they are, and the web's toasts), in one place. */

/** A cut-off in words: '10:30 on 2026-03-12'. */
const at = (cutoff: { date: string; time: string }) => `${cutoff.time} on ${cutoff.date}`;

export const BOARD_MESSAGES = {
  loginRequired: 'Please sign in to use the mess board.',
  locked: (sitting: Sitting, date: string, cutoff: { date: string; time: string }) =>
    `${sitting} on ${date} is locked: its cut-off was ${at(cutoff)}. The kitchen's count is final.`,
  noMenu: (sitting: Sitting, date: string) =>
    `Nothing is planned for ${sitting} on ${date}, so there is no board for it.`,
  menuLocked: (sitting: Sitting, date: string, cutoff: { date: string; time: string }) =>
    `${sitting} on ${date} passed its cut-off at ${at(cutoff)}: its menu can no longer change.`,
  unknownMeals: (ids: readonly string[]) =>
    ids.length === 1
      ? `No meal has the id ${ids[0] ?? ''}: choose dishes from the catalogue.`
      : `No meals have the ids ${ids.join(', ')}: choose dishes from the catalogue.`,
  mealOnFutureMenu: (title: string, uses: readonly { date: string; sitting: Sitting }[]) => {
    const [first] = uses;
    const more = uses.length > 1 ? ` (and ${uses.length - 1} more)` : '';
    return `"${title}" is on the menu for ${first?.sitting ?? ''} on ${first?.date ?? ''}${more}. Take it off the menu first.`;
  },
  leftoversTooEarly: (sitting: Sitting, date: string, startsAt: string) =>
    `${sitting} on ${date} has not started yet (${startsAt}): record what was cooked and left after it starts.`,
  notStudentNote: 'The board counts residents only: an admin’s choice is kept but not counted.',
  // Toasts on the web side.
  turnedOn: (sitting: Sitting) => `You are on the board for ${sitting}.`,
  turnedOff: (sitting: Sitting) => `${sitting} is off for you.`,
} as const;

/**
 * The mess board pages' own words (states, notices, toasts); the server's messages and the
 * toasts both sides share are in board-messages.ts.
 */
export const BOARD_PAGE_TEXTS = {
  signInToChoose: 'Sign in to turn your meals on or off.',
  choiceFailed: 'Could not change your meal. Please try again.',
  nothingPlanned: 'Nothing planned for this day yet.',
  nothingPlannedToday: 'The kitchen has not planned today’s menu yet.',
  lockedAt: (time: string) => `Locked at ${time}`,
  cutoffAt: (time: string) => `Cut-off ${time}`,

  awayFailed: 'Could not mark you away. Please try again.',
  awayNothing: 'No planned sitting in those days was still open: nothing changed.',
  awayEndsBeforeStart: 'The last day away must be on or after the first.',

  menuSaveFailed: 'Could not save the menu. Please try again.',
  pickAMeal: 'Pick at least one dish, or take the sitting off the menu.',
  copyNothing: 'Last week has no menu to copy.',
  copyDone: (copied: number) =>
    `Copied ${copied} ${copied === 1 ? 'sitting' : 'sittings'} from last week.`,
  copySkipped: (list: string) => `Skipped, already locked: ${list}.`,
  copyFailed: (list: string) => `Not copied: ${list}.`,

  settingsSaveFailed: 'Could not save the settings. Please try again.',
  leftoversTooMany: 'Portions left cannot be more than portions cooked.',
  leftoversFailed: 'Could not record the leftovers. Please try again.',
} as const;

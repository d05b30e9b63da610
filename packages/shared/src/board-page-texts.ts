/**
 * The kitchen's mess board pages' own words (notices, toasts); the server's messages and the
 * toasts both sides share are in board-messages.ts. A resident's board pages word theirs in the
 * web app's catalogues (apps/web/src/features/mess-board/messages.ts), in English and Bangla.
 */
export const BOARD_PAGE_TEXTS = {
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

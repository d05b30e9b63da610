const all = ['mess-board'] as const;

/** Every mess-board query starts with 'mess-board'; a change to the board refreshes its menus. */
export const boardKeys = {
  all,
  settings: [...all, 'settings'] as const,
  menus: [...all, 'menu'] as const,
  menu: (from: string, to: string) => [...all, 'menu', from, to] as const,
  headcounts: [...all, 'headcount'] as const,
  headcount: (date: string) => [...all, 'headcount', date] as const,
  catalogue: [...all, 'catalogue'] as const,
  /** When the week starting `monday` was last published (a plan change refetches it). */
  publication: (monday: string) => [...all, 'publication', monday] as const,
};

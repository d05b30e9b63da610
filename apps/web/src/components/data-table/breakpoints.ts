/**
 * Tailwind's breakpoints at which rows turn from phone cards into a table: the classes that hide
 * one or the other, and the media query that matches the table's width (for the `matching` mount).
 */
export const breakpoints = {
  sm: { hideCards: 'sm:hidden', showTable: 'sm:block', tableQuery: '(min-width: 640px)' },
  md: { hideCards: 'md:hidden', showTable: 'md:block', tableQuery: '(min-width: 768px)' },
  lg: { hideCards: 'lg:hidden', showTable: 'lg:block', tableQuery: '(min-width: 1024px)' },
} as const;

export type Breakpoint = keyof typeof breakpoints;

import { sittingName } from '@/lib/i18n';

/** A chart's points: one label per x position, one series per colour. */
export interface FigureChart {
  labels: string[];
  /** null where there is nothing to draw (a gap, not a zero). */
  series: { label: string; values: (number | null)[]; color: string }[];
  kind: 'bars' | 'lines';
}

/** A figure's numbers as the page shows them: the table's header and rows, cell by cell as text. */
export interface FigureData {
  header: string[];
  rows: string[][];
}

/** A number as a table cell: plain digits (the CSV holds the same text), a dash for none. */
export const cell = (value: number | null): string => (value === null ? '–' : String(value));

/** A sitting under a chart's bar, short enough for a phone's axis ('নাশতা', not 'সকালের নাশতা'). */
export const axisName = (sitting: string): string => sittingName(sitting, 'short');

export const SERIES_COLOURS = {
  Breakfast: '#d97706',
  Lunch: '#059669',
  Dinner: '#4f46e5',
  first: '#4f46e5',
  second: '#d97706',
} as const;

/** One figure of a page: its heading, its CSV's file name, its table and, when it has one, its chart. */
export interface FigureSpec {
  title: string;
  name: string;
  data: FigureData;
  chart?: FigureChart;
}

import type { KitchenBoardFigures, MyBoardFigures } from '@messmate/shared/schemas/analytics';
import { categoryName } from '@/components/ui/category-badge';
import { t } from '@/lib/i18n';
import { axisName, cell, SERIES_COLOURS, type FigureSpec } from './figure-data';
import { analyticsText } from './messages';

const SITTINGS = ['Breakfast', 'Lunch', 'Dinner'] as const;
const percent = (value: number | null) => (value === null ? '–' : `${value}%`);
// 'Collected': board plates handed over at the counter, so Eating − Collected did not come.
const LEFTOVER_HEADER = [
  'Eating',
  'Away',
  'Collected',
  'Cooked',
  'Left',
  'Waste',
  'Suggested',
  'Eaten',
];

type BoardRow = KitchenBoardFigures['perDay'][number];
const leftoverCells = (row: Omit<BoardRow, 'date'>) => [
  ...[row.eating, row.away, row.collected, row.cooked, row.left].map(cell),
  percent(row.wastePercent),
  ...[row.suggested, row.eaten].map(cell),
];

/** The board over the period, per sitting: the suggestion against what was eaten. */
export function boardPerSitting({ sittings }: KitchenBoardFigures): FigureSpec {
  const planned = sittings.filter((row) => row.planned > 0);
  return {
    title: 'The board',
    name: 'board-per-sitting',
    data: {
      header: ['Sitting', 'Planned', ...LEFTOVER_HEADER],
      rows: planned.map((row) => [row.sitting, cell(row.planned), ...leftoverCells(row)]),
    },
    chart: {
      kind: 'bars',
      labels: planned.map((row) => row.sitting),
      series: [
        {
          label: 'Suggested',
          values: planned.map((row) => row.suggested),
          color: SERIES_COLOURS.first,
        },
        { label: 'Eaten', values: planned.map((row) => row.eaten), color: SERIES_COLOURS.second },
      ],
    },
  };
}

/** Each planned sitting of the period; the chart follows residents eating, sitting by sitting. */
export function boardPerDay({ perDay }: KitchenBoardFigures): FigureSpec {
  const dates = [...new Set(perDay.map((row) => row.date))];
  const eatingOn = (date: string, sitting: string) =>
    perDay.find((row) => row.date === date && row.sitting === sitting)?.eating ?? null;
  return {
    title: 'The board day by day',
    name: 'board-per-day',
    data: {
      header: ['Day', 'Sitting', ...LEFTOVER_HEADER],
      rows: perDay.map((row) => [row.date, row.sitting, ...leftoverCells(row)]),
    },
    chart: {
      kind: 'lines',
      labels: dates.map((date) => date.slice(5)),
      series: SITTINGS.map((sitting) => ({
        label: `${sitting}: eating`,
        values: dates.map((date) => eatingOn(date, sitting)),
        color: SERIES_COLOURS[sitting],
      })),
    },
  };
}

/** A member's planned sittings on and off the board, per sitting. */
export function myMealsOnAndOff(board: MyBoardFigures): FigureSpec {
  const any = board.some((row) => row.on + row.off > 0);
  return {
    title: t(analyticsText.onAndOff),
    name: 'my-meals-on-and-off',
    data: {
      header: [t(analyticsText.sitting), t(analyticsText.onTheBoard), t(analyticsText.away)],
      rows: any ? board.map((row) => [categoryName(row.sitting), cell(row.on), cell(row.off)]) : [],
    },
    chart: {
      kind: 'bars',
      labels: board.map((row) => axisName(row.sitting)),
      series: [
        {
          label: t(analyticsText.onTheBoard),
          values: board.map((row) => row.on),
          color: SERIES_COLOURS.first,
        },
        {
          label: t(analyticsText.away),
          values: board.map((row) => row.off),
          color: SERIES_COLOURS.second,
        },
      ],
    },
  };
}

import type { KitchenBoardFigures } from '@messmate/shared/schemas/analytics';
import { categoryName } from '@/components/ui/category-badge';
import { t } from '@/lib/i18n';
import { kitchenAnalyticsText } from '../kitchen/messages';
import { axisName, cell, SERIES_COLOURS, type FigureSpec } from './figure-data';
import { analyticsText } from './messages';

const SITTINGS = ['Breakfast', 'Lunch', 'Dinner'] as const;
const percent = (value: number | null) => (value === null ? '–' : `${value}%`);
// 'Collected': board plates handed over at the counter, so Eating − Collected did not come.
const leftoverHeader = () =>
  [
    kitchenAnalyticsText.eating,
    analyticsText.away,
    kitchenAnalyticsText.collected,
    kitchenAnalyticsText.cooked,
    kitchenAnalyticsText.left,
    kitchenAnalyticsText.waste,
    kitchenAnalyticsText.suggested,
    kitchenAnalyticsText.eaten,
  ].map((words) => t(words));

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
    title: t(kitchenAnalyticsText.board),
    name: 'board-per-sitting',
    data: {
      header: [t(analyticsText.sitting), t(kitchenAnalyticsText.planned), ...leftoverHeader()],
      rows: planned.map((row) => [
        categoryName(row.sitting),
        cell(row.planned),
        ...leftoverCells(row),
      ]),
    },
    chart: {
      kind: 'bars',
      labels: planned.map((row) => axisName(row.sitting)),
      series: [
        {
          label: t(kitchenAnalyticsText.suggested),
          values: planned.map((row) => row.suggested),
          color: SERIES_COLOURS.first,
        },
        {
          label: t(kitchenAnalyticsText.eaten),
          values: planned.map((row) => row.eaten),
          color: SERIES_COLOURS.second,
        },
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
    title: t(kitchenAnalyticsText.boardPerDay),
    name: 'board-per-day',
    data: {
      header: [t(kitchenAnalyticsText.day), t(analyticsText.sitting), ...leftoverHeader()],
      rows: perDay.map((row) => [row.date, categoryName(row.sitting), ...leftoverCells(row)]),
    },
    chart: {
      kind: 'lines',
      labels: dates.map((date) => date.slice(5)),
      series: SITTINGS.map((sitting) => ({
        label: t(kitchenAnalyticsText.sittingEating, { sitting: categoryName(sitting) }),
        values: dates.map((date) => eatingOn(date, sitting)),
        color: SERIES_COLOURS[sitting],
      })),
    },
  };
}

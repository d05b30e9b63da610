import { SERIES_COLOURS, type FigureSpec } from './figure-data';

const EXAMPLE = { Breakfast: 6, Lunch: 12, Dinner: 9 } as const;
const CATEGORIES = ['Breakfast', 'Lunch', 'Dinner'] as const;

/** What the Platinum page shows, with made-up numbers, for a resident who does not have it yet. */
export const exampleFigure: FigureSpec = {
  title: 'Example: requests by category',
  name: 'example',
  data: {
    header: ['Category', 'Requests'],
    rows: CATEGORIES.map((category) => [category, String(EXAMPLE[category])]),
  },
  chart: {
    kind: 'bars',
    labels: [...CATEGORIES],
    series: [
      {
        label: 'Requests',
        values: CATEGORIES.map((category) => EXAMPLE[category]),
        color: SERIES_COLOURS.first,
      },
    ],
  },
};

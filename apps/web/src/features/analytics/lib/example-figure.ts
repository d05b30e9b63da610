import { categoryName } from '@/components/ui/category-badge';
import { t } from '@/lib/i18n';
import { axisName, SERIES_COLOURS, type FigureSpec } from './figure-data';
import { analyticsText } from './messages';

const EXAMPLE = { Breakfast: 6, Lunch: 12, Dinner: 9 } as const;
const CATEGORIES = ['Breakfast', 'Lunch', 'Dinner'] as const;

/** What the Platinum page shows, with made-up numbers, for a resident who does not have it yet. */
export const exampleFigure = (): FigureSpec => ({
  title: t(analyticsText.example),
  name: 'example',
  data: {
    header: [t(analyticsText.category), t(analyticsText.requests)],
    rows: CATEGORIES.map((category) => [categoryName(category), String(EXAMPLE[category])]),
  },
  chart: {
    kind: 'bars',
    labels: CATEGORIES.map(axisName),
    series: [
      {
        label: t(analyticsText.requests),
        values: CATEGORIES.map((category) => EXAMPLE[category]),
        color: SERIES_COLOURS.first,
      },
    ],
  },
});

import type { MyBoardFigures } from '@messmate/shared/schemas/analytics';
import { categoryName } from '@/components/ui/category-badge';
import { t } from '@/lib/i18n';
import { axisName, cell, SERIES_COLOURS, type FigureSpec } from './figure-data';
import { analyticsText } from './messages';

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

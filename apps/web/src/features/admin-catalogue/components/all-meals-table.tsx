import type { Meal } from '@messmate/shared/schemas/meal';
import { DataTable, type DataColumn } from '@/components/data-table/data-table';
import { t } from '@/lib/i18n';
import { catalogueText } from '../messages';
import { MealCardHeading, MealCellWithPhoto } from './meal-with-photo';
import { MealRowActions } from './meal-row-actions';

const ratingText = (meal: Meal) => (meal.rating > 0 ? meal.rating.toFixed(1) : '—');
const numberCell = 'text-right tabular-nums text-stone-700';

// Made at render time: the headers are in the reader's language.
const columns = (): DataColumn<Meal>[] => [
  {
    header: t(catalogueText.name),
    rowHeader: true,
    cellClassName: 'font-semibold text-stone-900',
    cell: (meal) => <MealCellWithPhoto meal={meal} />,
  },
  {
    header: t(catalogueText.likes),
    headerClassName: 'text-right',
    cellClassName: numberCell,
    cell: (meal) => meal.likes,
  },
  {
    header: t(catalogueText.reviews),
    headerClassName: 'text-right',
    cellClassName: numberCell,
    cell: (meal) => meal.reviews_count,
  },
  {
    header: t(catalogueText.rating),
    headerClassName: 'text-right',
    cellClassName: numberCell,
    cell: ratingText,
  },
  {
    header: t(catalogueText.distributor),
    cellClassName: 'text-stone-700',
    cell: (meal) => meal.distributorName,
  },
  {
    header: t(catalogueText.actions),
    headerClassName: 'text-right',
    cell: (meal) => <MealRowActions meal={meal} />,
  },
];

function MealCard({ meal }: { meal: Meal }) {
  return (
    <>
      <MealCardHeading meal={meal}>
        {t(catalogueText.by, { name: meal.distributorName })}
      </MealCardHeading>
      <dl className="mt-3 grid grid-cols-3 gap-2 text-center text-sm">
        {[
          [t(catalogueText.likes), String(meal.likes)],
          [t(catalogueText.reviews), String(meal.reviews_count)],
          [t(catalogueText.rating), ratingText(meal)],
        ].map(([label, value]) => (
          <div key={label} className="rounded-xl bg-stone-50 py-2">
            <dt className="text-xs font-semibold uppercase tracking-wide text-stone-500">
              {label}
            </dt>
            <dd className="font-bold text-stone-900">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-3">
        <MealRowActions meal={meal} />
      </div>
    </>
  );
}

/** Name, likes, reviews, rating, distributor and actions: a table on wide screens, cards on phones. */
export function AllMealsTable({ meals }: { meals: Meal[] }) {
  return (
    <DataTable
      rows={meals}
      rowKey={(meal) => meal._id}
      columns={columns()}
      caption={t(catalogueText.caption)}
      card={(meal) => <MealCard meal={meal} />}
      cardsLabel={t(catalogueText.cardsLabel)}
      cardsBelow="lg"
      cellPadding="px-3 py-3"
    />
  );
}

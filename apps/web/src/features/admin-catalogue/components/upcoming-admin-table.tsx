import type { UpcomingMeal } from '@messmate/shared/schemas/upcoming-meal';
import { DataTable, type DataColumn } from '@/components/data-table/data-table';
import { CategoryBadge } from '@/components/ui/category-badge';
import { formatTaka } from '@/lib/format';
import { MealCardHeading, MealCellWithPhoto } from './meal-with-photo';
import { UpcomingRowActions } from './upcoming-row-actions';

const likesText = (likes: number) => `${likes} ${likes === 1 ? 'like' : 'likes'}`;

const columns: DataColumn<UpcomingMeal>[] = [
  {
    header: 'Meal',
    rowHeader: true,
    cellClassName: 'font-semibold text-stone-900',
    cell: (meal) => <MealCellWithPhoto meal={meal} note={`Posted by ${meal.postedBy}`} />,
  },
  { header: 'Category', cell: (meal) => <CategoryBadge category={meal.category} /> },
  {
    header: 'Price',
    headerClassName: 'text-right',
    cellClassName: 'text-right tabular-nums text-stone-700',
    cell: (meal) => formatTaka(meal.price),
  },
  {
    header: 'Likes',
    headerClassName: 'text-right',
    cellClassName: 'text-right tabular-nums font-semibold text-stone-900',
    cell: (meal) => meal.likes,
  },
  {
    header: 'Actions',
    headerClassName: 'text-right',
    cell: (meal) => <UpcomingRowActions meal={meal} />,
  },
];

function UpcomingCard({ meal }: { meal: UpcomingMeal }) {
  return (
    <>
      <MealCardHeading meal={meal}>
        {meal.category} · {formatTaka(meal.price)}
      </MealCardHeading>
      <p className="mt-2 break-all text-xs text-stone-500">Posted by {meal.postedBy}</p>
      <p className="mt-2 font-semibold text-rose-700">❤️ {likesText(meal.likes)}</p>
      <div className="mt-3">
        <UpcomingRowActions meal={meal} />
      </div>
    </>
  );
}

/** Upcoming meals, most liked first, each with Publish: a table on wide screens, cards on phones. */
export function UpcomingAdminTable({ meals }: { meals: UpcomingMeal[] }) {
  return (
    <DataTable
      rows={meals}
      rowKey={(meal) => meal._id}
      columns={columns}
      caption="Upcoming meals, most liked first"
      card={(meal) => <UpcomingCard meal={meal} />}
      cardsLabel="Upcoming meals"
      cardsBelow="lg"
      cellPadding="px-3 py-3"
    />
  );
}

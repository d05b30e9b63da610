import type { UpcomingMeal } from '@messmate/shared/schemas/upcoming-meal';
import { DataTable, type DataColumn } from '@/components/data-table/data-table';
import { categoryName, CategoryBadge } from '@/components/ui/category-badge';
import { formatTaka } from '@/lib/format';
import { numberFormat, t } from '@/lib/i18n';
import { upcomingAdminText } from '../upcoming/messages';
import { MealCardHeading, MealCellWithPhoto } from './meal-with-photo';
import { UpcomingRowActions } from './upcoming-row-actions';

const postedBy = (meal: UpcomingMeal) => t(upcomingAdminText.postedByWho, { email: meal.postedBy });

// Worded when the table draws it, in the reader's language.
const columns = (): DataColumn<UpcomingMeal>[] => [
  {
    header: t(upcomingAdminText.meal),
    rowHeader: true,
    cellClassName: 'font-semibold text-stone-900',
    cell: (meal) => <MealCellWithPhoto meal={meal} note={postedBy(meal)} />,
  },
  {
    header: t(upcomingAdminText.category),
    cell: (meal) => <CategoryBadge category={meal.category} />,
  },
  {
    header: t(upcomingAdminText.price),
    headerClassName: 'text-right',
    cellClassName: 'text-right tabular-nums text-stone-700',
    cell: (meal) => formatTaka(meal.price),
  },
  {
    header: t(upcomingAdminText.likes),
    headerClassName: 'text-right',
    cellClassName: 'text-right tabular-nums font-semibold text-stone-900',
    cell: (meal) => numberFormat().format(meal.likes),
  },
  {
    header: t(upcomingAdminText.actions),
    headerClassName: 'text-right',
    cell: (meal) => <UpcomingRowActions meal={meal} />,
  },
];

function UpcomingCard({ meal }: { meal: UpcomingMeal }) {
  return (
    <>
      <MealCardHeading meal={meal}>
        {categoryName(meal.category)} · {formatTaka(meal.price)}
      </MealCardHeading>
      <p className="mt-2 break-all text-xs text-stone-500">{postedBy(meal)}</p>
      <p className="mt-2 font-semibold text-rose-700">
        ❤️ {t(upcomingAdminText.likesCount, { count: meal.likes })}
      </p>
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
      columns={columns()}
      caption={t(upcomingAdminText.caption)}
      card={(meal) => <UpcomingCard meal={meal} />}
      cardsLabel={t(upcomingAdminText.cardsLabel)}
      cardsBelow="lg"
      cellPadding="px-3 py-3"
    />
  );
}

import type { UpcomingMeal } from '@messmate/shared/schemas/upcoming-meal';
import { DeleteUpcomingButton } from './delete-upcoming-button';
import { EditMealButton } from './edit-meal-button';
import { PublishButton } from './publish-button';

/** Edit, Delete and Publish for one upcoming meal. */
export function UpcomingRowActions({ meal }: { meal: UpcomingMeal }) {
  return (
    <div className="flex flex-wrap items-center gap-2 lg:justify-end">
      <EditMealButton meal={meal} upcoming />
      <DeleteUpcomingButton id={meal._id} title={meal.title} />
      <PublishButton id={meal._id} title={meal.title} />
    </div>
  );
}

import { useState } from 'react';
import { BarsLoader } from '@/components/ui/bars-loader';
import { buttonClass } from '@/components/ui/button-styles';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorNotice } from '@/components/ui/error-notice';
import { useUpcomingMeals } from '@/features/upcoming';
import { AddUpcomingForm } from './add-upcoming-form';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { UpcomingAdminTable } from './upcoming-admin-table';

function UpcomingList() {
  const meals = useUpcomingMeals();
  if (meals.isPending) return <BarsLoader label="Loading upcoming meals" />;
  if (meals.isError) {
    return <ErrorNotice message={meals.error.message} onRetry={() => void meals.refetch()} />;
  }
  if (meals.data.length === 0) {
    return (
      <EmptyState emoji="🧑‍🍳" title="No upcoming meals" titleAs="h2">
        Add one to let members like it before it goes on the menu.
      </EmptyState>
    );
  }
  const byLikes = [...meals.data].sort((a, b) => b.likes - a.likes);
  return (
    <div aria-busy={meals.isFetching}>
      <UpcomingAdminTable meals={byLikes} />
    </div>
  );
}

/** The admin's upcoming meals: the list sorted by likes, Publish, and the 'Add Upcoming Meal' modal. */
export function UpcomingAdmin({ postedBy }: { postedBy: string }) {
  const [adding, setAdding] = useState(false);
  const close = () => setAdding(false);
  return (
    <div className="space-y-5">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-stone-600">
          Members with Silver, Gold or Platinum like the dishes they want. Publish puts one on the
          menu with its likes.
        </p>
        <button
          type="button"
          onClick={() => setAdding(true)}
          className={buttonClass('primary', 'md', 'shrink-0')}
        >
          Add Upcoming Meal
        </button>
      </div>
      <UpcomingList />
      <ModalDialog open={adding} title="Add Upcoming Meal" onClose={close}>
        <AddUpcomingForm postedBy={postedBy} onAdded={close} onCancel={close} />
      </ModalDialog>
    </div>
  );
}

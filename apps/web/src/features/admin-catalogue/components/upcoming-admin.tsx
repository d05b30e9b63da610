import { useState } from 'react';
import { BarsLoader } from '@/components/ui/bars-loader';
import { buttonClass } from '@/components/ui/button-styles';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorNotice } from '@/components/ui/error-notice';
import { useUpcomingMeals } from '@/features/upcoming';
import { t } from '@/lib/i18n';
import { upcomingAdminText } from '../upcoming/messages';
import { AddUpcomingForm } from './add-upcoming-form';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { UpcomingAdminTable } from './upcoming-admin-table';

function UpcomingList() {
  const meals = useUpcomingMeals();
  if (meals.isPending) return <BarsLoader label={t(upcomingAdminText.loading)} />;
  if (meals.isError) {
    return <ErrorNotice message={meals.error.message} onRetry={() => void meals.refetch()} />;
  }
  if (meals.data.length === 0) {
    return (
      <EmptyState emoji="🧑‍🍳" title={t(upcomingAdminText.none)} titleAs="h2">
        {t(upcomingAdminText.noneText)}
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
        <p className="text-sm text-stone-600">{t(upcomingAdminText.intro)}</p>
        <button
          type="button"
          onClick={() => setAdding(true)}
          className={buttonClass('primary', 'md', 'shrink-0')}
        >
          {t(upcomingAdminText.add)}
        </button>
      </div>
      <UpcomingList />
      <ModalDialog open={adding} title={t(upcomingAdminText.add)} onClose={close}>
        <AddUpcomingForm postedBy={postedBy} onAdded={close} onCancel={close} />
      </ModalDialog>
    </div>
  );
}

import toast from 'react-hot-toast';
import type { UserRecord } from '@messmate/shared/schemas/user';
import { buttonClass } from '@/components/ui/button-styles';
import { t } from '@/lib/i18n';
import { usersText } from '../messages';
import { useMakeAdmin } from '../api/make-admin';
import { announceMadeAdmin, confirmMakeAdmin } from './confirm-role-change';

const nameOf = (user: UserRecord) => user.name || user.email;

/** 'Make Admin' for a student, after a confirmation: a quiet button, named by what it shows. */
export function MakeAdminButton({ user }: { user: UserRecord }) {
  const promote = useMakeAdmin();
  async function onClick() {
    if (!(await confirmMakeAdmin(nameOf(user)))) return;
    try {
      await promote.mutateAsync(user.email);
      await announceMadeAdmin();
    } catch (failure) {
      toast.error(failure instanceof Error ? failure.message : t(usersText.makeAdminFailed));
    }
  }
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={promote.isPending}
      className={buttonClass('secondary', 'sm')}
    >
      {promote.isPending ? t(usersText.saving) : t(usersText.makeAdmin)}
      <span className="sr-only"> ({nameOf(user)})</span>
    </button>
  );
}

import toast from 'react-hot-toast';
import type { UserRecord } from '@messmate/shared/schemas/user';
import { buttonClass } from '@/components/ui/button-styles';
import { useMakeAdmin } from '../api/make-admin';
import { announceMadeAdmin, confirmMakeAdmin } from './confirm-make-admin';

/** 'Make Admin' for a student (after a confirmation); 'Admin' for someone who already is. */
export function RoleAction({ user }: { user: UserRecord }) {
  const promote = useMakeAdmin();
  if (user.role === 'admin') {
    return (
      <span className="inline-flex rounded-full bg-emerald-50 px-3 py-1 text-sm font-bold text-emerald-800 ring-1 ring-emerald-200">
        Admin
      </span>
    );
  }
  async function onClick() {
    if (!(await confirmMakeAdmin(user.name || user.email))) return;
    try {
      await promote.mutateAsync(user.email);
      await announceMadeAdmin();
    } catch (failure) {
      toast.error(
        failure instanceof Error ? failure.message : 'Could not make this user an admin.',
      );
    }
  }
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={promote.isPending}
      aria-label={`Make ${user.name || user.email} an admin`}
      className={buttonClass('primary', 'sm')}
    >
      {promote.isPending ? 'Saving...' : 'Make Admin'}
    </button>
  );
}

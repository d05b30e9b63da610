import toast from 'react-hot-toast';
import type { UserRecord } from '@messmate/shared/schemas/user';
import { buttonClass } from '@/components/ui/button-styles';
import { t } from '@/lib/i18n';
import { usersText } from '../messages';
import { useMakeStudent } from '../api/make-student';
import { confirmMakeStudent } from './confirm-role-change';

/** 'Make Student' for another admin, after a confirmation; the server keeps the last admin. */
export function MakeStudentButton({ user }: { user: UserRecord }) {
  const demote = useMakeStudent();
  const name = user.name || user.email;
  async function onClick() {
    if (!(await confirmMakeStudent(name))) return;
    try {
      await demote.mutateAsync(user.email);
      toast.success(t(usersText.studentNow, { name }));
    } catch (failure) {
      toast.error(failure instanceof Error ? failure.message : t(usersText.changeFailed));
    }
  }
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={demote.isPending}
      className={buttonClass('ghost', 'sm')}
    >
      {demote.isPending ? t(usersText.saving) : t(usersText.makeStudent)}
      <span className="sr-only"> ({name})</span>
    </button>
  );
}

import type { UserRecord } from '@messmate/shared/schemas/user';
import { t } from '@/lib/i18n';
import { usersText } from '../messages';
import { useAuth } from '@/features/account';
import { MakeAdminButton } from './make-admin-button';
import { MakeStudentButton } from './make-student-button';

function AdminPill({ you }: { you: boolean }) {
  return (
    <span className="inline-flex rounded-full bg-emerald-50 px-3 py-1 text-sm font-bold whitespace-nowrap text-emerald-800 ring-1 ring-emerald-200">
      {you ? t(usersText.adminYou) : t(usersText.adminPill)}
    </span>
  );
}

/** A student: Make Admin. An admin: 'Admin', and Make Student unless it is the caller. */
export function RoleAction({ user }: { user: UserRecord }) {
  const me = useAuth().user;
  if (user.role !== 'admin') return <MakeAdminButton user={user} />;
  const you = me?._id === user._id;
  return (
    <span className="inline-flex flex-wrap items-center justify-end gap-2">
      <AdminPill you={you} />
      {you ? null : <MakeStudentButton user={user} />}
    </span>
  );
}

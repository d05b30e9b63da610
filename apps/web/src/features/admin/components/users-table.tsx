import type { UserRecord } from '@messmate/shared/schemas/user';
import { DataTable, type DataColumn } from '@/components/data-table/data-table';
import { Avatar } from '@/components/ui/avatar';
import { t } from '@/lib/i18n';
import { usersText } from '../messages';
import { RoleAction } from './role-action';

function RoleText({ role }: { role: UserRecord['role'] }) {
  return (
    <span className="capitalize">
      {role === 'admin' ? t(usersText.admin) : t(usersText.student)}
    </span>
  );
}

// Worded when the table draws it, in the reader's language.
const columns = (): DataColumn<UserRecord>[] => [
  {
    header: t(usersText.user),
    rowHeader: true,
    cellClassName: 'font-normal',
    cell: (user) => (
      <span className="flex items-center gap-3">
        <Avatar name={user.name} image={user.image} size="h-8 w-8" />
        <span className="min-w-0">
          <span className="block font-semibold text-stone-900">{user.name}</span>
          <span className="block text-xs break-all text-stone-600">{user.email}</span>
        </span>
      </span>
    ),
  },
  {
    header: t(usersText.role),
    cellClassName: 'text-stone-700',
    cell: (user) => <RoleText role={user.role} />,
  },
  {
    header: t(usersText.action),
    headerClassName: 'text-right',
    cellClassName: 'text-right',
    cell: (user) => <RoleAction user={user} />,
  },
];

function UserCard({ user }: { user: UserRecord }) {
  return (
    <>
      <div className="flex items-center gap-3">
        <Avatar name={user.name} image={user.image} />
        <div className="min-w-0">
          <p className="truncate font-semibold text-stone-900">{user.name}</p>
          <p className="truncate text-sm text-stone-600">{user.email}</p>
        </div>
      </div>
      <div className="mt-3 flex flex-wrap items-center justify-between gap-2 text-sm text-stone-700">
        <span>
          {t(usersText.roleIs)} <RoleText role={user.role} />
        </span>
        <RoleAction user={user} />
      </div>
    </>
  );
}

/** Name, email, role and the action: a table on wide screens, cards on phones. */
export function UsersTable({ users }: { users: UserRecord[] }) {
  return (
    <DataTable
      rows={users}
      rowKey={(user) => user._id}
      columns={columns()}
      card={(user) => <UserCard user={user} />}
      cardsLabel={t(usersText.cardsLabel)}
      cardsBelow="lg"
      cellPadding="px-3 py-3"
    />
  );
}

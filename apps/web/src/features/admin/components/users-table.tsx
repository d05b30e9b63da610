import type { UserRecord } from '@messmate/shared/schemas/user';
import { DataTable, type DataColumn } from '@/components/data-table/data-table';
import { Avatar } from '@/components/ui/avatar';
import { RoleAction } from './make-admin-button';

function RoleText({ role }: { role: UserRecord['role'] }) {
  return <span className="capitalize">{role}</span>;
}

const columns: DataColumn<UserRecord>[] = [
  {
    header: 'Name',
    cell: (user) => (
      <span className="flex items-center gap-3 font-semibold text-stone-900">
        <Avatar name={user.name} image={user.image} size="h-8 w-8" />
        {user.name}
      </span>
    ),
  },
  { header: 'Email', cellClassName: 'text-stone-700', cell: (user) => user.email },
  {
    header: 'Role',
    cellClassName: 'text-stone-700',
    cell: (user) => <RoleText role={user.role} />,
  },
  {
    header: 'Action',
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
      <div className="mt-3 flex items-center justify-between text-sm text-stone-700">
        <span>
          Role: <RoleText role={user.role} />
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
      columns={columns}
      card={(user) => <UserCard user={user} />}
      cardsLabel="Users"
      cardsBelow="sm"
      cellPadding="px-5 py-3"
    />
  );
}

import type { UserRecord } from '@messmate/shared/schemas/user';
import { Avatar } from '@/components/ui/avatar';
import { RoleAction } from './make-admin-button';

function RoleText({ role }: { role: UserRecord['role'] }) {
  return <span className="capitalize">{role}</span>;
}

/** Name, email, role and the action: a table on wide screens, cards on phones. */
export function UsersTable({ users }: { users: UserRecord[] }) {
  return (
    <>
      <ul className="space-y-3 sm:hidden" aria-label="Users">
        {users.map((user) => (
          <li key={user._id} className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm">
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
          </li>
        ))}
      </ul>
      <div className="hidden overflow-x-auto rounded-2xl border border-stone-200 bg-white shadow-sm sm:block">
        <table className="w-full text-left text-sm">
          <thead className="bg-stone-50 text-xs font-bold uppercase tracking-wider text-stone-600">
            <tr>
              <th scope="col" className="px-5 py-3">
                Name
              </th>
              <th scope="col" className="px-5 py-3">
                Email
              </th>
              <th scope="col" className="px-5 py-3">
                Role
              </th>
              <th scope="col" className="px-5 py-3 text-right">
                Action
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-stone-100">
            {users.map((user) => (
              <tr key={user._id} className="hover:bg-stone-50/60">
                <td className="px-5 py-3">
                  <span className="flex items-center gap-3 font-semibold text-stone-900">
                    <Avatar name={user.name} image={user.image} size="h-8 w-8" />
                    {user.name}
                  </span>
                </td>
                <td className="px-5 py-3 text-stone-700">{user.email}</td>
                <td className="px-5 py-3 text-stone-700">
                  <RoleText role={user.role} />
                </td>
                <td className="px-5 py-3 text-right">
                  <RoleAction user={user} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

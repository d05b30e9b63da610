import { USER_SEARCH_MIN_LENGTH } from '@messmate/shared/constants';
import { ListControls } from '@/components/paged-list/list-controls';
import { PagedResults } from '@/components/paged-list/paged-results';
import { useListAddress } from '@/components/paged-list/use-list-address';
import { EmptyState } from '@/components/ui/empty-state';
import { messages, t } from '@/lib/i18n';
import { useUsersPage } from '../api/get-users';
import { usersText } from '../messages';
import { UsersTable } from './users-table';

const roleOptions = () =>
  [
    ['', t(usersText.everyone)],
    ['student', t(usersText.students)],
    ['admin', t(usersText.admins)],
  ] as const;

const searchHint = (typed: string) =>
  typed.length > 0 && typed.length < USER_SEARCH_MIN_LENGTH
    ? t(usersText.searchTooShort, { min: USER_SEARCH_MIN_LENGTH })
    : t(usersText.searchHint);

/** Manage Users: search by name or email (from 2 characters), filter by role, page by page. */
export function ManageUsers() {
  const address = useListAddress(['role']);
  const users = useUsersPage(address.query);

  return (
    <div className="space-y-6">
      <ListControls
        address={address}
        search={{
          id: 'user-search',
          label: t(usersText.searchLabel),
          placeholder: t(usersText.searchPlaceholder),
          minLength: USER_SEARCH_MIN_LENGTH,
          hint: searchHint,
        }}
        filter={{ key: 'role', id: 'user-role', label: t(usersText.role), options: roleOptions() }}
      />
      <PagedResults
        query={users}
        loadingLabel={t(usersText.loading)}
        countText={(count) => t(usersText.count, { count })}
        listName={t(usersText.listName)}
        empty={
          <EmptyState emoji="🔍" title={messages().noUsers}>
            {t(usersText.emptyText)}
          </EmptyState>
        }
        hrefFor={address.hrefFor}
      >
        {(items) => <UsersTable users={items} />}
      </PagedResults>
    </div>
  );
}

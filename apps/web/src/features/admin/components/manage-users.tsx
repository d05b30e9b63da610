import { MESSAGES } from '@messmate/shared/messages';
import { USER_SEARCH_MIN_LENGTH } from '@messmate/shared/constants';
import { ListControls } from '@/components/paged-list/list-controls';
import { PagedResults } from '@/components/paged-list/paged-results';
import { useListAddress } from '@/components/paged-list/use-list-address';
import { EmptyState } from '@/components/ui/empty-state';
import { useUsersPage } from '../api/get-users';
import { UsersTable } from './users-table';

const ROLE_OPTIONS = [
  ['', 'Everyone'],
  ['student', 'Students'],
  ['admin', 'Admins'],
] as const;

const searchHint = (typed: string) =>
  typed.length > 0 && typed.length < USER_SEARCH_MIN_LENGTH
    ? `Type at least ${USER_SEARCH_MIN_LENGTH} characters to search.`
    : 'Matches any part of a name or email.';

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
          label: 'Search users',
          placeholder: 'Name or email',
          minLength: USER_SEARCH_MIN_LENGTH,
          hint: searchHint,
        }}
        filter={{ key: 'role', id: 'user-role', label: 'Role', options: ROLE_OPTIONS }}
      />
      <PagedResults
        query={users}
        loadingLabel="Loading users"
        noun={['user', 'users']}
        order="by name"
        empty={
          <EmptyState emoji="🔍" title={MESSAGES.noUsers}>
            Try part of a name or an email address.
          </EmptyState>
        }
        hrefFor={address.hrefFor}
      >
        {(items) => <UsersTable users={items} />}
      </PagedResults>
    </div>
  );
}

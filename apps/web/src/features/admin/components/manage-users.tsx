import { MESSAGES } from '@messmate/shared/messages';
import { USER_SEARCH_MIN_LENGTH } from '@messmate/shared/constants';
import { useState } from 'react';
import { BarsLoader } from '@/components/ui/bars-loader';
import { fieldClass } from '@/components/ui/button-styles';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorNotice } from '@/components/ui/error-notice';
import { SearchIcon } from '@/components/ui/icons';
import { useUsers } from '../api/get-users';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { UsersTable } from './users-table';

/** Manage Users: search by name or email (from 2 characters), promote students to admin. */
export function ManageUsers() {
  const [text, setText] = useState('');
  const search = useDebouncedValue(text, 250);
  const users = useUsers(search);
  const tooShort = text.trim().length > 0 && text.trim().length < USER_SEARCH_MIN_LENGTH;

  return (
    <div className="space-y-6">
      <div className="max-w-md">
        <label htmlFor="user-search" className="mb-1.5 block text-sm font-semibold text-stone-800">
          Search users
        </label>
        <div className="relative">
          <SearchIcon className="pointer-events-none absolute left-3.5 top-1/2 h-5 w-5 -translate-y-1/2 text-stone-400" />
          <input
            id="user-search"
            type="search"
            value={text}
            onChange={(event) => setText(event.target.value)}
            placeholder="Name or email"
            aria-describedby="user-search-hint"
            className={`${fieldClass} pl-11`}
          />
        </div>
        <p id="user-search-hint" className="mt-1 text-xs text-stone-500">
          {tooShort
            ? `Type at least ${USER_SEARCH_MIN_LENGTH} characters to search.`
            : 'Matches any part of a name or email.'}
        </p>
      </div>
      {users.isPending ? (
        <BarsLoader label="Loading users" />
      ) : users.isError ? (
        <ErrorNotice message={users.error.message} onRetry={() => void users.refetch()} />
      ) : users.data.length === 0 ? (
        <EmptyState emoji="🔍" title={MESSAGES.noUsers}>
          Try part of a name or an email address.
        </EmptyState>
      ) : (
        <div aria-busy={users.isFetching}>
          <p className="mb-3 text-sm text-stone-600">
            {users.data.length} {users.data.length === 1 ? 'user' : 'users'}
          </p>
          <UsersTable users={users.data} />
        </div>
      )}
    </div>
  );
}

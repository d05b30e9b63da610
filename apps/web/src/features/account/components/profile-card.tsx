import type { ReactNode } from 'react';
import type { UserRecord } from '@messmate/shared/schemas/user';
import { Avatar } from '@/components/ui/avatar';
import { t } from '@/lib/i18n';
import { accountText } from '../messages';

/** The profile header both dashboards show: big photo, name, email and whatever comes below. */
export function ProfileCard({ user, children }: { user: UserRecord; children?: ReactNode }) {
  const name = user.name.trim() || t(accountText.user);
  return (
    <div className="overflow-hidden rounded-3xl border border-stone-200 bg-white shadow-sm">
      <div
        aria-hidden="true"
        className="h-28 bg-gradient-to-r from-brand-600 via-brand-700 to-brand-900"
      />
      <div className="-mt-14 flex flex-col items-center px-6 pb-8 text-center sm:flex-row sm:items-end sm:gap-6 sm:text-left">
        <Avatar name={name} image={user.image} size="h-28 w-28 text-3xl! ring-4!" />
        <div className="mt-4 min-w-0 sm:mb-1">
          <h2 className="truncate text-2xl font-extrabold text-stone-900">{name}</h2>
          <p className="truncate text-stone-600">{user.email}</p>
        </div>
      </div>
      {children ? <div className="border-t border-stone-100 px-6 py-5">{children}</div> : null}
    </div>
  );
}

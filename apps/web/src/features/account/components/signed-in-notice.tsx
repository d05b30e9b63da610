import { Link } from 'react-router';
import type { UserRecord } from '@messmate/shared/schemas/user';
import { buttonClass } from '@/components/ui/button-styles';
import { dashboardPathFor } from '../lib/after-sign-in';

/** On /join for someone already signed in: say who they are and offer the way on. */
export function SignedInNotice({ user }: { user: UserRecord }) {
  return (
    <div className="rounded-2xl border border-brand-100 bg-brand-50 px-5 py-6 text-center">
      <p className="text-stone-800">
        You are signed in as <span className="font-semibold">{user.name || 'User'}</span>.
      </p>
      <Link to={dashboardPathFor(user.role)} className={buttonClass('primary', 'md', 'mt-4')}>
        Go to your dashboard
      </Link>
    </div>
  );
}

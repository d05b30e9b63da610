import { Link } from 'react-router';
import type { UserRecord } from '@messmate/shared/schemas/user';
import { buttonClass } from '@/components/ui/button-styles';
import { RichText, t } from '@/lib/i18n';
import { joinText } from '../join/messages';
import { dashboardPathFor } from '../lib/after-sign-in';
import { accountText } from '../messages';

/** On /join for someone already signed in: say who they are and offer the way on. */
export function SignedInNotice({ user }: { user: UserRecord }) {
  return (
    <div className="rounded-2xl border border-brand-100 bg-brand-50 px-5 py-6 text-center">
      <p className="text-stone-800">
        <RichText
          message={joinText.signedInAs}
          values={{ name: user.name || t(accountText.user) }}
          components={{ 0: <span className="font-semibold" /> }}
        />
      </p>
      <Link to={dashboardPathFor(user.role)} className={buttonClass('primary', 'md', 'mt-4')}>
        {t(joinText.toDashboard)}
      </Link>
    </div>
  );
}

import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { t } from '@/lib/i18n';
import { menuText } from '../menu/messages';
import { useAuth } from '../hooks/use-auth';
import { ProfileMenu } from './profile-menu';

/** The top bar's account corner: 'Join Us' for visitors, the profile photo menu when signed in. */
export function AccountArea() {
  const { user, loading } = useAuth();
  if (user) return <ProfileMenu user={user} />;
  if (loading) {
    return (
      <span
        role="status"
        aria-label={t(menuText.checking)}
        className="inline-block h-10 w-10 animate-pulse rounded-full bg-stone-200"
      />
    );
  }
  return (
    <Link
      to={paths.join}
      className="rounded-full bg-brand-700 px-4 py-2 text-sm font-semibold text-white shadow-sm transition hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
    >
      {t(menuText.joinUs)}
    </Link>
  );
}

import { Link } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { paths } from '@/config/paths';
import { t } from '@/lib/i18n';
import { menuText } from '../menu/messages';
import { useAuth } from '../hooks/use-auth';
import { useLogout } from '../hooks/use-logout';
import { dashboardPathFor } from '../lib/after-sign-in';

const rowClass =
  'block w-full rounded-xl px-4 py-3 text-left text-base font-semibold text-stone-800 transition hover:bg-stone-100 ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700';

/** The account part of the phone menu: the same items as the profile menu, or Join Us. */
export function MobileAccountItems({ onNavigate }: { onNavigate: () => void }) {
  const { user, loading } = useAuth();
  const logout = useLogout();
  if (loading && !user) return null;
  if (!user) {
    return (
      <li>
        <Link to={paths.join} onClick={onNavigate} className={`${rowClass} text-brand-800`}>
          {t(menuText.joinUs)}
        </Link>
      </li>
    );
  }
  const displayName = user.name.trim() || t(menuText.user);
  return (
    <>
      <li className="flex items-center gap-3 border-t border-stone-100 px-4 pb-1 pt-3">
        <Avatar name={displayName} image={user.image} size="h-9 w-9" />
        <span className="truncate font-semibold text-stone-900">{displayName}</span>
      </li>
      <li>
        <Link to={dashboardPathFor(user.role)} onClick={onNavigate} className={rowClass}>
          {t(menuText.dashboard)}
        </Link>
      </li>
      <li>
        <button
          type="button"
          onClick={() => {
            onNavigate();
            void logout();
          }}
          className={rowClass}
        >
          {t(menuText.logout)}
        </button>
      </li>
    </>
  );
}

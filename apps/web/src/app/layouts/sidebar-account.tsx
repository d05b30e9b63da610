import { Avatar } from '@/components/ui/avatar';
import { Skeleton } from '@/components/ui/skeleton';
import { useAuth, useLogout } from '@/features/account';
import { t } from '@/lib/i18n';
import { dashboardText } from './messages';

/** Who is signed in, at the foot of the sidebar, with Logout. */
export function SidebarAccount() {
  const { user, loading } = useAuth();
  const logout = useLogout();
  if (!user) return loading ? <Skeleton className="h-16 w-full rounded-2xl" /> : null;
  const name = user.name.trim() || t(dashboardText.user);
  return (
    <div className="flex items-center gap-3 rounded-2xl border border-stone-200 bg-stone-50 p-3">
      <Avatar name={name} image={user.image} />
      <div className="min-w-0 flex-1">
        <p className="truncate text-sm font-semibold text-stone-900">{name}</p>
        <p className="truncate text-xs text-stone-500">
          {user.role === 'admin'
            ? t(dashboardText.admin)
            : t(dashboardText.student, { badge: user.badge })}
        </p>
      </div>
      <button
        type="button"
        onClick={() => void logout()}
        className="rounded-lg px-2 py-1 text-xs font-semibold text-brand-800 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-700"
      >
        {t(dashboardText.logout)}
      </button>
    </div>
  );
}

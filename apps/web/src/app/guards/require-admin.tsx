import { Navigate, Outlet, useLocation } from 'react-router';
import { layoutText } from '@/components/layout/messages';
import { PageLoader } from '@/components/ui/page-loader';
import { PageSkeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { joinPathFrom, useAuth } from '@/features/account';
import { t } from '@/lib/i18n';

/**
 * Admin pages: the stored role must be admin. A visitor signs in first; a signed-in
 * non-admin lands on /unauthorized. The server checks again on every call.
 */
export function RequireAdmin() {
  const { user, loading } = useAuth();
  const location = useLocation();
  if (loading && !user) return <PageSkeleton label={t(layoutText.checkingAccount)} />;
  // The loader stays until /join replaces it: an empty page would bring the footer up for a moment.
  if (!user)
    return (
      <>
        <Navigate to={joinPathFrom(`${location.pathname}${location.search}`)} replace />
        <PageLoader label={t(layoutText.openingSignIn)} />
      </>
    );
  if (user.role !== 'admin') return <Navigate to={paths.unauthorized} replace />;
  return <Outlet />;
}

import { Navigate, Outlet, useLocation } from 'react-router';
import { layoutText } from '@/components/layout/messages';
import { PageLoader } from '@/components/ui/page-loader';
import { PageSkeleton } from '@/components/ui/skeleton';
import { joinPathFrom, useAuth } from '@/features/account';
import { t } from '@/lib/i18n';

/** Routes for signed-in people (dashboard, checkout): visitors go to /join and come back after. */
export function RequireAuth() {
  const { user, loading } = useAuth();
  const location = useLocation();
  if (user) return <Outlet />;
  // The frame around it (header, sidebar) is already there: only the page waits.
  if (loading) return <PageSkeleton label={t(layoutText.checkingAccount)} />;
  // The loader stays until /join replaces it: an empty page would bring the footer up for a moment.
  return (
    <>
      <Navigate to={joinPathFrom(`${location.pathname}${location.search}`)} replace />
      <PageLoader label={t(layoutText.openingSignIn)} />
    </>
  );
}

import { Navigate, Outlet, useLocation } from 'react-router';
import { BarsLoader } from '@/components/ui/bars-loader';
import { useAuth } from '@/features/account/hooks/use-auth';
import { joinPathFrom } from '@/features/account/lib/after-sign-in';

/** Routes for signed-in people (dashboard, checkout): visitors go to /join and come back after. */
export function RequireAuth() {
  const { user, loading } = useAuth();
  const location = useLocation();
  if (user) return <Outlet />;
  if (loading) return <BarsLoader label="Checking your account" />;
  return <Navigate to={joinPathFrom(`${location.pathname}${location.search}`)} replace />;
}

import { MESSAGES } from '@messmate/shared/messages';
import { useEffect, useRef } from 'react';
import toast from 'react-hot-toast';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { saveUser } from '../api/save-user';
import { safeRedirect } from '../lib/after-sign-in';
import { useAuth } from './use-auth';

/**
 * Finishes 'Continue with Google' when the provider sends the browser back to
 * /join?via=google: saves the profile as the specification's client does, greets, goes on.
 * Returns whether the page is such a return.
 */
export function useGoogleReturn(): boolean {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const { user, loading } = useAuth();
  const handled = useRef(false);
  const returning = params.get('via') === 'google';

  useEffect(() => {
    if (!returning || loading || handled.current) return;
    handled.current = true;
    if (params.get('error') || !user) {
      toast.error(MESSAGES.googleFailed);
      setParams({}, { replace: true });
      return;
    }
    const next = safeRedirect(params.get('redirect')) ?? paths.home;
    void saveUser({ name: user.name, email: user.email, image: user.image })
      .then((saved) => {
        if (saved) toast.success(MESSAGES.googleLoginSuccess);
        else toast.error(MESSAGES.googleSaveFailed);
      })
      .catch(() => toast.error(MESSAGES.googleSaveFailed))
      .finally(() => void navigate(next, { replace: true }));
  }, [returning, loading, user, params, setParams, navigate]);

  return returning;
}

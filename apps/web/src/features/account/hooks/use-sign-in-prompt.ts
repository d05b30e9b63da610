import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { toastWithLink } from '@/components/ui/toast-with-link';
import { joinPathFrom } from '../lib/after-sign-in';

/**
 * Tells a visitor that an action needs an account, with a 'Log in' link to /join that brings
 * them back to this very page (query and section included) afterwards.
 */
export function useSignInPrompt() {
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  return useCallback(
    (message: string) =>
      toastWithLink(
        message,
        { label: 'Log in', to: joinPathFrom(`${pathname}${search}${hash}`) },
        (to) => void navigate(to),
        'sign-in-needed',
      ),
    [navigate, pathname, search, hash],
  );
}

import { useSearchParams } from 'react-router';
import { safeRedirect } from '../lib/after-sign-in';

/** Where a guard sent someone from (`/join?redirect=…`), if anywhere. */
export function useRedirectTarget(): string | null {
  const [params] = useSearchParams();
  return safeRedirect(params.get('redirect'));
}

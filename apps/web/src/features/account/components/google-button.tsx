import { useState } from 'react';
import toast from 'react-hot-toast';
import { buttonClass } from '@/components/ui/button-styles';
import { paths } from '@/config/paths';
import { messages, t } from '@/lib/i18n';
import { useAuthConfig } from '../api/get-auth-config';
import { useAuth } from '../hooks/use-auth';
import { useRedirectTarget } from '../hooks/use-redirect-target';
import { joinText } from '../join/messages';
import { errorText } from '../lib/error-text';
import { GoogleMark } from './google-mark';

/** 'Continue with Google'; when the server has no Google keys it says so instead of failing. */
export function GoogleButton() {
  const config = useAuthConfig();
  const { continueWithGoogle } = useAuth();
  const redirect = useRedirectTarget();
  const [leaving, setLeaving] = useState(false);
  const off = config.data?.google === false;

  async function start() {
    if (off) {
      toast.error(t(joinText.googleOff));
      return;
    }
    setLeaving(true);
    try {
      await continueWithGoogle(redirect ?? paths.home);
    } catch (failure) {
      toast.error(errorText(failure, messages().googleFailed));
      setLeaving(false);
    }
  }

  return (
    <div>
      <div
        className="my-1 flex items-center gap-3 text-xs font-semibold uppercase tracking-wider text-stone-500"
        aria-hidden="true"
      >
        <span className="h-px flex-1 bg-stone-200" />
        {t(joinText.or)}
        <span className="h-px flex-1 bg-stone-200" />
      </div>
      <button
        type="button"
        onClick={start}
        disabled={leaving}
        aria-describedby={off ? 'google-off' : undefined}
        className={buttonClass('secondary', 'lg', `mt-3 w-full ${off ? 'opacity-70' : ''}`)}
      >
        <GoogleMark />
        {leaving ? t(joinText.openingGoogle) : t(joinText.google)}
      </button>
      {off ? (
        <p id="google-off" className="mt-2 text-center text-xs text-stone-500">
          {t(joinText.googleOff)}
        </p>
      ) : null}
    </div>
  );
}

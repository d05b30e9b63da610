import { Link, useLocation } from 'react-router';
import { buttonClass } from '@/components/ui/button-styles';
import { paths } from '@/config/paths';
import { t } from '@/lib/i18n';
import { panelText } from '../panel/messages';

/** What a visitor finds behind the bell: what it would tell them, and the way to sign in. */
export function SignInInvite({ onNavigate }: { onNavigate: () => void }) {
  const location = useLocation();
  const back = `${location.pathname}${location.search}`;
  return (
    <div className="flex flex-col items-center px-6 py-10 text-center">
      <span
        aria-hidden="true"
        className="flex h-14 w-14 items-center justify-center rounded-full bg-brand-50 text-3xl"
      >
        🔔
      </span>
      <p className="mt-4 font-semibold text-stone-900">{t(panelText.neverMiss)}</p>
      <p className="mt-1 max-w-72 text-sm text-stone-600">{t(panelText.signInWhy)}</p>
      <Link
        to={`${paths.join}?redirect=${encodeURIComponent(back)}`}
        onClick={onNavigate}
        className={buttonClass('primary', 'md', 'mt-6')}
      >
        {t(panelText.joinUs)}
      </Link>
    </div>
  );
}

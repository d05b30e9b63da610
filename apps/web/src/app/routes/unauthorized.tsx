import { Link } from 'react-router';
import { buttonClass } from '@/components/ui/button-styles';
import { paths } from '@/config/paths';
import { dashboardPathFor, useAuth } from '@/features/account';
import { t } from '@/lib/i18n';
import { errorPageText } from './errors/messages';

/** Where a signed-in resident lands after opening an admin page. */
export function UnauthorizedRoute() {
  const { user } = useAuth();
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <title>{t(errorPageText.adminsTitle)}</title>
      <p aria-hidden="true" className="text-7xl">
        🔒
      </p>
      <p className="mt-6 text-sm font-bold uppercase tracking-widest text-brand-700">
        {t(errorPageText.adminsCode)}
      </p>
      <h1 className="mt-2 text-4xl font-extrabold tracking-tight text-stone-900">
        {t(errorPageText.adminsOnly)}
      </h1>
      <p className="mt-4 text-lg text-stone-600">{t(errorPageText.adminsText)}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to={paths.home} className={buttonClass('primary', 'lg')}>
          {t(errorPageText.goHome)}
        </Link>
        {user ? (
          <Link to={dashboardPathFor(user.role)} className={buttonClass('secondary', 'lg')}>
            {t(errorPageText.myDashboard)}
          </Link>
        ) : null}
      </div>
    </section>
  );
}

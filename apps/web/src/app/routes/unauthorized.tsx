import { Link } from 'react-router';
import { buttonClass } from '@/components/ui/button-styles';
import { paths } from '@/config/paths';
import { dashboardPathFor, useAuth } from '@/features/account';

/** Where a signed-in resident lands after opening an admin page. */
export function UnauthorizedRoute() {
  const { user } = useAuth();
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <title>Admins only · MessMate</title>
      <p aria-hidden="true" className="text-7xl">
        🔒
      </p>
      <p className="mt-6 text-sm font-bold uppercase tracking-widest text-brand-700">Error 403</p>
      <h1 className="mt-2 text-4xl font-extrabold tracking-tight text-stone-900">Admins only</h1>
      <p className="mt-4 text-lg text-stone-600">
        That page is for the kitchen&apos;s admins. Your account can do everything else: browse and
        review meals, request them with a membership, and follow your payments.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to={paths.home} className={buttonClass('primary', 'lg')}>
          Go Back Home
        </Link>
        {user ? (
          <Link to={dashboardPathFor(user.role)} className={buttonClass('secondary', 'lg')}>
            My dashboard
          </Link>
        ) : null}
      </div>
    </section>
  );
}

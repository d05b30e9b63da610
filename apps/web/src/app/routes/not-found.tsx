import { MESSAGES } from '@messmate/shared/messages';
import { Link } from 'react-router';
import { buttonClass } from '@/components/ui/button-styles';
import { paths } from '@/config/paths';

export function NotFoundRoute() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <title>Page Not Found · MessMate</title>
      <p aria-hidden="true" className="text-7xl">
        🍽️
      </p>
      <p className="mt-6 text-sm font-bold uppercase tracking-widest text-brand-700">Error 404</p>
      <h1 className="mt-2 text-4xl font-extrabold tracking-tight text-stone-900">
        {MESSAGES.pageNotFound}
      </h1>
      <p className="mt-4 text-lg text-stone-600">
        This plate is empty: the page you asked for is not on our menu. It may have moved, or the
        address has a typo.
      </p>
      <Link to={paths.home} className={buttonClass('primary', 'lg', 'mt-8')}>
        Go Back Home
      </Link>
    </section>
  );
}

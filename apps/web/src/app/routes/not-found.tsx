import { Link } from 'react-router';
import { buttonClass } from '@/components/ui/button-styles';
import { paths } from '@/config/paths';
import { messages, t } from '@/lib/i18n';
import { errorPageText } from './errors/messages';

export function NotFoundRoute() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <title>{t(errorPageText.notFoundTitle)}</title>
      <p aria-hidden="true" className="text-7xl">
        🍽️
      </p>
      <p className="mt-6 text-sm font-bold uppercase tracking-widest text-brand-700">
        {t(errorPageText.notFoundCode)}
      </p>
      <h1 className="mt-2 text-4xl font-extrabold tracking-tight text-stone-900">
        {messages().pageNotFound}
      </h1>
      <p className="mt-4 text-lg text-stone-600">{t(errorPageText.notFoundText)}</p>
      <Link to={paths.home} className={buttonClass('primary', 'lg', 'mt-8')}>
        {t(errorPageText.goHome)}
      </Link>
    </section>
  );
}

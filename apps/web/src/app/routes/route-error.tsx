import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { buttonClass } from '@/components/ui/button-styles';
import { paths } from '@/config/paths';
import { t } from '@/lib/i18n';
import { routeErrorText } from './errors/route-error/messages';

/** Why the page broke, in plain words. A failed chunk download (after a new release) is the usual cause. */
function describe(error: unknown): { title: string; text: string } {
  if (isRouteErrorResponse(error)) {
    return error.status === 404
      ? { title: t(routeErrorText.notFoundTitle), text: t(routeErrorText.notFoundText) }
      : {
          title: t(routeErrorText.failedTitle, { status: error.status }),
          text: error.statusText || t(routeErrorText.failedText),
        };
  }
  if (
    error instanceof Error &&
    /dynamically imported module|Importing a module script failed/i.test(error.message)
  ) {
    return { title: t(routeErrorText.updatedTitle), text: t(routeErrorText.updatedText) };
  }
  return { title: t(routeErrorText.brokenTitle), text: t(routeErrorText.brokenText) };
}

/** The error boundary of the visitor pages: a calm message and two ways forward. */
export function RouteError() {
  const error = useRouteError();
  const { title, text } = describe(error);
  if (import.meta.env.DEV) console.error(error);
  return (
    <main className="flex min-h-dvh items-center justify-center bg-stone-50 px-4">
      <title>{t(routeErrorText.documentTitle, { title })}</title>
      <div
        role="alert"
        className="max-w-md rounded-3xl border border-stone-200 bg-white p-8 text-center shadow-sm"
      >
        <p aria-hidden="true" className="text-6xl">
          🍳
        </p>
        <h1 className="mt-4 text-2xl font-extrabold text-stone-900">{title}</h1>
        <p className="mt-3 text-stone-600">{text}</p>
        <div className="mt-7 flex flex-wrap justify-center gap-3">
          <button
            type="button"
            onClick={() => window.location.reload()}
            className={buttonClass('primary')}
          >
            {t(routeErrorText.reload)}
          </button>
          <Link to={paths.home} reloadDocument className={buttonClass('secondary')}>
            {t(routeErrorText.goHome)}
          </Link>
        </div>
      </div>
    </main>
  );
}

import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { buttonClass } from '@/components/ui/button-styles';
import { paths } from '@/config/paths';

/** Why the page broke, in plain words. A failed chunk download (after a new release) is the usual cause. */
function describe(error: unknown): { title: string; text: string } {
  if (isRouteErrorResponse(error)) {
    return error.status === 404
      ? { title: 'Page Not Found', text: 'The page you asked for is not on our menu.' }
      : {
          title: `Something went wrong (${error.status})`,
          text: error.statusText || 'The page could not be shown.',
        };
  }
  if (
    error instanceof Error &&
    /dynamically imported module|Importing a module script failed/i.test(error.message)
  ) {
    return {
      title: 'MessMate was updated',
      text: 'A newer version of the app is available. Reload the page to continue.',
    };
  }
  return {
    title: 'Something went wrong',
    text: 'This page hit an unexpected problem. Reloading usually fixes it; if not, head back home.',
  };
}

/** The error boundary of the visitor pages: a calm message and two ways forward. */
export function RouteError() {
  const error = useRouteError();
  const { title, text } = describe(error);
  if (import.meta.env.DEV) console.error(error);
  return (
    <main className="flex min-h-dvh items-center justify-center bg-stone-50 px-4">
      <title>{`${title} · MessMate`}</title>
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
            Reload page
          </button>
          <Link to={paths.home} reloadDocument className={buttonClass('secondary')}>
            Go Back Home
          </Link>
        </div>
      </div>
    </main>
  );
}

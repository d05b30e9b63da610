import { redirect, type LoaderFunctionArgs } from 'react-router';

/**
 * A route that only sends the visitor elsewhere. `element: null` says the page is meant to be
 * empty: without it React Router logs "Matched leaf route … does not have an element" on the
 * first load, before the loader's redirect lands.
 */
export function redirectOnly(to: (args: LoaderFunctionArgs) => string) {
  return { loader: (args: LoaderFunctionArgs) => redirect(to(args)), element: null };
}

import { defineMessages } from '@/lib/i18n';

// The page a broken route shows (route-error.tsx). It must draw when a page's chunk failed to
// download, so it rides in the first script: few words, no others beside them.
export const routeErrorText = defineMessages('routeError', {
  documentTitle: '{title} · MessMate',
  notFoundTitle: 'Page Not Found',
  notFoundText: 'The page you asked for is not on our menu.',
  failedTitle: 'Something went wrong ({status, number})',
  failedText: 'The page could not be shown.',
  updatedTitle: 'MessMate was updated',
  updatedText: 'A newer version of the app is available. Reload the page to continue.',
  brokenTitle: 'Something went wrong',
  brokenText:
    'This page hit an unexpected problem. Reloading usually fixes it; if not, head back home.',
  reload: 'Reload page',
  goHome: 'Go Back Home',
});

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import './app/document-title';
import { AppProviders } from './app/providers';
import { registerServiceWorkerWhenIdle } from './app/pwa/register-when-idle';
import { router } from './app/router';
import { warmIntlOffMainThread } from './app/warm-intl';
import './index.css';
import { languageStore } from './lib/i18n';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

const intlWarmed = warmIntlOffMainThread();
// A Bangla reader's catalogue is in before the first paint: no page flashes English first.
await languageStore.start();
// The first render in a task of its own, not the one that evaluated every module: two shorter
// tasks block a slow phone less than one long one (index.html's frame is on screen meanwhile).
await new Promise((resolve) => setTimeout(resolve, 0));
// index.html's frame is what the first render draws again: it can wait for ICU's data to be
// loaded off the main thread (decision 0058); the page's code and data are on their way meanwhile.
await intlWarmed;

createRoot(root).render(
  <StrictMode>
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);

registerServiceWorkerWhenIdle();

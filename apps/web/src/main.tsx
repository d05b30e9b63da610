import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import './app/document-title';
import { AppProviders } from './app/providers';
import { registerServiceWorkerWhenIdle } from './app/pwa/register-when-idle';
import { router } from './app/router';
import './index.css';
import { languageStore } from './lib/i18n';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

// A Bangla reader's catalogue is in before the first paint: no page flashes English first.
await languageStore.start();

createRoot(root).render(
  <StrictMode>
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);

registerServiceWorkerWhenIdle();

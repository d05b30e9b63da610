import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import './app/document-title';
import { AppProviders } from './app/providers';
import { registerServiceWorkerWhenIdle } from './app/pwa/register-when-idle';
import { router } from './app/router';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

createRoot(root).render(
  <StrictMode>
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);

registerServiceWorkerWhenIdle();

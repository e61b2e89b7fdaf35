import '@/core/i18n';
import '@/shell/shell-i18n';
import '@/shell/styles/shell.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { Providers } from '@/app/providers';
import { router } from '@/app/router';

/** Loading-overlay removal delay of the seed (ms). */
const LOADING_REMOVE_DELAY_MS = 0;

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);

window.setTimeout(() => document.getElementById('app-loading')?.remove(), LOADING_REMOVE_DELAY_MS);

import './styles/theme.css.ts';
import './styles/global.css.ts';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createApp } from './app.ts';
import { AppProviders } from './app-providers.tsx';
import { SessionGate } from './features/auth/session-gate.tsx';

const { queryClient, router } = createApp();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <AppProviders queryClient={queryClient}>
      <SessionGate>
        <RouterProvider router={router} />
      </SessionGate>
    </AppProviders>
  </StrictMode>,
);

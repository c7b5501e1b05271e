import './styles/theme.css.ts';
import './styles/global.css.ts';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createApp } from './app.ts';
import { AppProviders } from './app-providers.tsx';
import { SessionGate } from './features/auth/session-gate.tsx';
import { sessionQueryOptions } from './features/auth/session-queries.ts';
import { loadCatalog } from './i18n/catalogs.ts';
import { readStoredLanguage } from './i18n/language.ts';

const { queryClient, router } = createApp();

// The page waits for up to three things at startup: who is signed in, its own route chunks, and the
// catalog of a language other than French. The router asks for the chunks only once its guards have
// the session, so all are started here, side by side. What fails here fails again where it is used,
// which shows it.
void queryClient.prefetchQuery(sessionQueryOptions());
loadCatalog(readStoredLanguage()).catch(() => undefined);
const [matchedRoutes] = router.getMatchedRoutes(router.latestLocation.pathname);
for (const route of matchedRoutes) router.loadRouteChunk(route)?.catch(() => undefined);

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

import './styles/theme.css.ts';
import './styles/global.css.ts';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode, startTransition, useEffect, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { createApp } from './app.ts';
import { holdUntilFirstPage, whenPainted } from './chunks/after-paint.ts';
import { yieldToBrowser } from './chunks/yield-to-browser.ts';
import { AppProviders } from './app-providers.tsx';
import { SessionGate } from './features/auth/session-gate.tsx';
import { pageSession, sessionQueryOptions, setSession } from './features/auth/session-queries.ts';
import { loadCatalog } from './i18n/catalogs.ts';
import { readStoredLanguage } from './i18n/language.ts';
import { loadSignedInChrome } from './signed-in-chrome-loader.ts';
import { loadErrorTexts } from './ui/form/error-text.ts';

// What waits for a paint (menus' code, the toaster, the page states) waits for the page's, not the loader's.
const firstPageShown = holdUntilFirstPage();
// Here before most failures, which would otherwise wait for it.
whenPainted(() => void loadErrorTexts());

function FirstPage({ children }: { children: ReactNode }) {
  useEffect(firstPageShown, []);
  return children;
}

/**
 * The start-up, as a few tasks rather than one: evaluating the entry chunk, building the router (some
 * 150 routes) and starting the page's loads each take tens of milliseconds on a phone, and one long
 * task would hold the main thread (input, and the loader's paint) for all of them at once. An async
 * function, not top-level awaits: the route chunks import this chunk, and would wait for it to finish.
 */
async function start() {
  await yieldToBrowser();
  const { queryClient, router } = createApp();
  await yieldToBrowser();

  // The page waits for up to four things at startup: who is signed in, its own route chunks, the
  // signed-in frame on a protected page, and the catalog of a language other than French. The router
  // asks for the chunks only once its guards have the session, so all are started here, side by side.
  // What fails here fails again where it is used, which shows it. The session usually comes with the page.
  const session = pageSession(document);
  if (session) setSession(queryClient, session);
  else void queryClient.prefetchQuery(sessionQueryOptions());
  const catalog = loadCatalog(readStoredLanguage()).catch(() => undefined);
  const [matchedRoutes] = router.getMatchedRoutes(router.latestLocation.pathname);
  for (const route of matchedRoutes) router.loadRouteChunk(route)?.catch(() => undefined);
  if (matchedRoutes.some((route) => route.id === '/_auth')) loadSignedInChrome().catch(() => undefined);
  await yieldToBrowser();

  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');

  // One first render, of the page itself: until the router has loaded the page (its guards with the
  // session, its chunks, its data) and the catalog is here, index.html's loader stays on screen.
  // Rendering at once would draw the same loader with React, then the page: twice the work for the
  // main thread while the page starts. A redirect (someone not signed in on a protected page) is
  // committed by the router once it is mounted, which loads the new page then. The render is a
  // transition, so React yields to the browser every few milliseconds instead of holding the main
  // thread for the whole page at once.
  const root = createRoot(container);
  await Promise.all([router.load().catch(() => undefined), catalog]);
  startTransition(() =>
    root.render(
      <StrictMode>
        <FirstPage>
          <AppProviders queryClient={queryClient}>
            <SessionGate>
              <RouterProvider router={router} />
            </SessionGate>
          </AppProviders>
        </FirstPage>
      </StrictMode>,
    ),
  );
}

void start();

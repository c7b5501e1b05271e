import type { QueryClient } from '@tanstack/react-query';
import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { RouteError, RoutePending } from './features/shell/route-states.tsx';
import { routeTree } from './routeTree.gen.ts';

/** The app's router; tests pass a memory history. */
export function createAppRouter({ queryClient, history }: { queryClient: QueryClient; history?: RouterHistory }) {
  return createRouter({
    routeTree,
    context: { queryClient },
    history,
    // The same base as Vite's `base` ('/account/'), without the trailing slash.
    basepath: '/account',
    defaultPreload: 'intent',
    // Preloaded data lives in the query cache, which decides freshness: the router keeps none.
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
    // A page that loads or fails shows it in its frame; one whose script did not load offers a reload.
    defaultPendingComponent: RoutePending,
    defaultErrorComponent: RouteError,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}

import type { RouterHistory } from '@tanstack/react-router';
import { expireSession } from './features/auth/session-expiry.ts';
import { createQueryClient, type QueryClientOptions } from './query-client.ts';
import { createAppRouter } from './router.ts';

/**
 * The query client and the router, wired together: a 401 that ends the session sends the user to
 * /login with the page he was on. The router is reached through this closure, never imported by
 * the modules that run queries.
 */
export function createApp({
  history,
  queryClientOptions,
}: { history?: RouterHistory; queryClientOptions?: Omit<QueryClientOptions, 'onUnauthorized'> } = {}) {
  const queryClient = createQueryClient({
    ...queryClientOptions,
    onUnauthorized: (client, key) =>
      expireSession(client, key, () => {
        const origin = router.state.location.href;
        void router.navigate({ to: '/login', search: { redirect: origin } });
      }),
  });
  const router = createAppRouter({ queryClient, history });
  return { queryClient, router };
}

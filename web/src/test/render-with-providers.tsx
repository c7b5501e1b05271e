import type { QueryClient } from '@tanstack/react-query';
import { RouterProvider, createMemoryHistory, createRootRoute, createRouter } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createApp } from '../app.ts';
import { AppProviders } from '../app-providers.tsx';
import { SessionGate } from '../features/auth/session-gate.tsx';
import { createQueryClient } from '../query-client.ts';
import { createAppRouter } from '../router.ts';

export interface RenderOptions {
  /** The address inside the app, without the /account base: '/', '/nowhere'. */
  path?: string;
  /**
   * To start from a cache filled by the test. By default the app's own client (without retries),
   * wired to the router like the app's: a 401 that ends the session goes to /login.
   */
  queryClient?: QueryClient;
}

const TEST_DEFAULTS = { queries: { retry: false, staleTime: 30_000 }, mutations: { retry: false } };

/** A QueryClient that never retries, so a failure shows at once. */
export function createTestQueryClient(): QueryClient {
  return createQueryClient({ defaultOptions: TEST_DEFAULTS });
}

/**
 * Renders the app as the browser would, at `path`, with its providers (react-intl, display mode,
 * toasts), the startup session check, a QueryClient that never retries and a memory history.
 * With `ui`, renders that element alone on a one-route router instead of the app's routes.
 */
export function renderWithProviders(ui?: ReactNode, { path = '/', queryClient: given }: RenderOptions = {}) {
  const history = createMemoryHistory({ initialEntries: [`/account${path}`] });
  let queryClient: QueryClient;
  let router: ReturnType<typeof createAppRouter>;
  if (ui !== undefined) {
    queryClient = given ?? createTestQueryClient();
    router = createRouter({
      routeTree: createRootRoute({ component: () => ui }),
      history,
      basepath: '/account',
      context: { queryClient },
    }) as unknown as ReturnType<typeof createAppRouter>;
  } else if (given) {
    queryClient = given;
    router = createAppRouter({ queryClient, history });
  } else {
    ({ queryClient, router } = createApp({ history, queryClientOptions: { defaultOptions: TEST_DEFAULTS } }));
  }
  const user = userEvent.setup();
  const routerElement = <RouterProvider router={router} />;
  const result = render(
    <AppProviders queryClient={queryClient}>
      {ui === undefined ? <SessionGate>{routerElement}</SessionGate> : routerElement}
    </AppProviders>,
  );
  return { ...result, user, router, queryClient };
}

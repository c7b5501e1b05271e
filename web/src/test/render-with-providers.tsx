import { QueryClient } from '@tanstack/react-query';
import { RouterProvider, createMemoryHistory, createRootRoute, createRouter } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { AppProviders } from '../app-providers.tsx';
import { createAppRouter } from '../router.ts';

export interface RenderOptions {
  /** The address inside the app, without the /account base: '/', '/nowhere'. */
  path?: string;
  /** To start from a cache filled by the test; by default a new createTestQueryClient(). */
  queryClient?: QueryClient;
}

/** A QueryClient that never retries, so a failure shows at once. */
export function createTestQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: 30_000 }, mutations: { retry: false } },
  });
}

/**
 * Renders the app as the browser would, at `path`, with its providers (react-intl, display mode,
 * toasts), a QueryClient that never retries and a memory history.
 * With `ui`, renders that element alone on a one-route router instead of the app's routes.
 */
export function renderWithProviders(
  ui?: ReactNode,
  { path = '/', queryClient = createTestQueryClient() }: RenderOptions = {},
) {
  const history = createMemoryHistory({ initialEntries: [`/account${path}`] });
  const router =
    ui === undefined
      ? createAppRouter({ queryClient, history })
      : createRouter({
          routeTree: createRootRoute({ component: () => ui }),
          history,
          basepath: '/account',
          context: { queryClient },
        });
  const user = userEvent.setup();
  const result = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router as ReturnType<typeof createAppRouter>} />
    </AppProviders>,
  );
  return { ...result, user, router, queryClient };
}

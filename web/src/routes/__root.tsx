import type { QueryClient } from '@tanstack/react-query';
import { Outlet, createRootRouteWithContext } from '@tanstack/react-router';
import { useAuth } from '../features/auth/use-auth.ts';
import { AppShell } from '../features/shell/app-shell.tsx';
import { NotFoundPage } from '../features/shell/not-found-page.tsx';

export interface RouterContext {
  queryClient: QueryClient;
}

function RootLayout() {
  const { isAuthenticated } = useAuth();
  return (
    <AppShell signedIn={isAuthenticated}>
      <Outlet />
    </AppShell>
  );
}

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: NotFoundPage,
});

import { useIsFetching, type QueryClient } from '@tanstack/react-query';
import { Outlet, createRootRouteWithContext, useRouterState } from '@tanstack/react-router';
import { Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import { useAuth } from '../features/auth/use-auth.ts';
import { isAdmin } from '../features/auth/session-queries.ts';
import { readMaintenanceMode, showsMaintenance } from '../features/maintenance/maintenance-mode.ts';
import { AppShell } from '../features/shell/app-shell.tsx';
import { messages } from '../features/shell/messages.ts';
import { useAdminMenu, useSignedInChrome } from '../signed-in-chrome-loader.ts';
import { lazyComponent } from '../chunks/lazy-part.tsx';
import { LoadingBar } from '../ui/loading-bar/loading-bar.tsx';

// Pages few visits show: their code comes when they do, not with every first paint.
const MaintenancePage = lazyComponent(() =>
  import('../features/maintenance/maintenance-page.tsx').then((module) => module.MaintenancePage),
);
const AdminAreaParts = lazyComponent(() =>
  import('../features/shell/admin-two-factor.tsx').then((module) => module.AdminAreaParts),
);
const LazyNotFoundPage = lazyComponent(() =>
  import('../features/shell/not-found-page.tsx').then((module) => module.NotFoundPage),
);

export interface RouterContext {
  queryClient: QueryClient;
}

/**
 * The bar at the top while a page or any query loads. A component of its own: each query that starts
 * or ends renders the bar again, not the whole frame around the page.
 */
function ActivityBar() {
  const intl = useIntl();
  const navigating = useRouterState({ select: (state) => state.status === 'pending' });
  const fetching = useIsFetching() > 0;
  return <LoadingBar active={navigating || fetching} label={intl.formatMessage(messages.loading)} />;
}

function RootLayout() {
  const { user } = useAuth();
  const admin = isAdmin(user);
  const chrome = useSignedInChrome(Boolean(user));
  // Read once per page load: the meta tag and the build do not change while the app runs.
  const [maintenanceMode] = useState(() => readMaintenanceMode());
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const area = useRouterState({
    select: (state) => {
      const ids = new Set<string>(state.matches.map((match) => match.routeId));
      if (ids.has('/maintenance')) return 'maintenance';
      if (ids.has('/_auth/admin')) return 'admin';
      if (ids.has('/_auth')) return 'member';
      // An unknown address keeps the frame of the area its path is in, for whoever is signed in.
      if (state.matches.length === 1 && user) return admin && /^\/admin(\/|$)/.test(pathname) ? 'admin' : 'member';
      return 'public';
    },
  });
  const adminMenu = useAdminMenu(area === 'admin');
  const loadingBar = <ActivityBar />;

  if (area === 'maintenance' || showsMaintenance(maintenanceMode, pathname, admin)) {
    return (
      <>
        {loadingBar}
        {area === 'maintenance' ? (
          <Outlet />
        ) : (
          <Suspense fallback={null}>
            <MaintenancePage />
          </Suspense>
        )}
      </>
    );
  }

  // The signed-in user's parts of the frame, once their code is there.
  let aside = null;
  let menuButton = null;
  let userControls = null;
  let adminParts = null;
  if (user && chrome) {
    if (area === 'admin') {
      aside = adminMenu && <adminMenu.AdminMenu />;
      adminParts = (
        <Suspense fallback={null}>
          <AdminAreaParts />
        </Suspense>
      );
    } else if (area === 'member') aside = <chrome.SideMenu user={user} />;
    menuButton = <chrome.MobileMenu user={user} isAdmin={admin} area={area} />;
    userControls = (
      <>
        <chrome.NotificationBell />
        <chrome.ProfileMenu user={user} />
      </>
    );
  }

  return (
    <>
      {loadingBar}
      <AppShell user={user} isAdmin={admin} menuButton={menuButton} userControls={userControls} aside={aside}>
        <Outlet />
        {adminParts}
      </AppShell>
    </>
  );
}

function NotFoundPage() {
  return (
    <Suspense fallback={null}>
      <LazyNotFoundPage />
    </Suspense>
  );
}

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: NotFoundPage,
});

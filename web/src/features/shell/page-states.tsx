import { ApiError } from '../../api/fetcher.ts';
import { PendingState } from '../../ui/page-state/pending-state.tsx';
import { RouteErrorState } from '../../ui/page-state/error-state.tsx';
import { AdminTwoFactorRequiredPage } from './admin-two-factor.tsx';
import { PageFrame } from './page-frame.tsx';
import { pageAt, type PageKey } from './pages.ts';
import { RouteErrorPage } from './route-error-page.tsx';

/**
 * The router's pending and error screens of a page, in the page's frame (its breadcrumb and title), the
 * page found by the route's full path. A chunk of its own, loaded by route-states.tsx.
 */

/** While a page's loader runs (after the router's pending delay): nothing for a route that is no page. */
export function PagePending({ path }: { path: string }) {
  const page = pageAt(path);
  return page ? (
    <PageFrame page={page}>
      <PendingState />
    </PageFrame>
  ) : null;
}

// The pages of the configuration records, whose calls' failures say the server's message (product spec,
// section 8).
const CONFIGURATION_PAGES: ReadonlySet<PageKey> = new Set([
  'adminSettingAsset',
  'adminSettingKyc',
  'adminSettingTransaction',
  'adminSettingDuration',
  'adminSettingPayment',
  'adminSettingVisa',
]);

/** When a page failed: the failure and a retry in its frame; the shell's error page for a route that is no page. */
export function PageError({ path, error }: { path: string; error: unknown }) {
  // Any admin page, and the admin area itself, says what to do rather than that it failed.
  if (error instanceof ApiError && error.code === 'ADMIN_TWO_FACTOR_REQUIRED') return <AdminTwoFactorRequiredPage />;
  const page = pageAt(path);
  return page ? (
    <PageFrame page={page}>
      <RouteErrorState error={error} serverMessage={CONFIGURATION_PAGES.has(page)} />
    </PageFrame>
  ) : (
    <RouteErrorPage error={error} />
  );
}

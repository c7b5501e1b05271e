import { createFileRoute } from '@tanstack/react-router';
import { SecurityPage } from '../features/security/security-page.tsx';
import { securityOverviewQueryOptions, sessionsQueryOptions } from '../features/security/security-queries.ts';
import { PageFrame } from '../features/shell/page-frame.tsx';
import { RouteErrorState } from '../ui/page-state/error-state.tsx';
import { PendingState } from '../ui/page-state/pending-state.tsx';

export const Route = createFileRoute('/_auth/setting/profile/security')({
  loader: ({ context }) =>
    Promise.all([
      context.queryClient.ensureQueryData(securityOverviewQueryOptions()),
      context.queryClient.ensureQueryData(sessionsQueryOptions()),
    ]),
  component: () => (
    <PageFrame page="profileSecurity">
      <SecurityPage />
    </PageFrame>
  ),
  pendingComponent: () => (
    <PageFrame page="profileSecurity">
      <PendingState />
    </PageFrame>
  ),
  errorComponent: ({ error }) => (
    <PageFrame page="profileSecurity">
      <RouteErrorState error={error} />
    </PageFrame>
  ),
});

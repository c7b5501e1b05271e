import { createFileRoute } from '@tanstack/react-router';
import { AdminDashboardPage, adminDashboardQueryOptions } from '../features/admin-dashboard/dashboard-page.tsx';
import { PageFrame } from '../features/shell/page-frame.tsx';
import { RouteErrorState } from '../ui/page-state/error-state.tsx';
import { PendingState } from '../ui/page-state/pending-state.tsx';

export const Route = createFileRoute('/_auth/admin/dashboard')({
  loader: ({ context }) => context.queryClient.ensureQueryData(adminDashboardQueryOptions()),
  component: function AdminDashboard() {
    return (
      <PageFrame page="adminDashboard">
        <AdminDashboardPage />
      </PageFrame>
    );
  },
  pendingComponent: () => (
    <PageFrame page="adminDashboard">
      <PendingState />
    </PageFrame>
  ),
  errorComponent: ({ error }) => (
    <PageFrame page="adminDashboard">
      <RouteErrorState error={error} />
    </PageFrame>
  ),
});

import { createFileRoute } from '@tanstack/react-router';
import { adminServicesQueryOptions } from '../features/service/queries.ts';
import { ServicesPage } from '../features/service/services-page.tsx';
import { PageFrame } from '../features/shell/page-frame.tsx';
import { RouteErrorState } from '../ui/page-state/error-state.tsx';
import { PendingState } from '../ui/page-state/pending-state.tsx';

export const Route = createFileRoute('/_auth/admin/service')({
  loader: ({ context }) => context.queryClient.ensureQueryData(adminServicesQueryOptions()),
  component: function AdminServices() {
    return (
      <PageFrame page="adminService">
        <ServicesPage admin />
      </PageFrame>
    );
  },
  pendingComponent: () => (
    <PageFrame page="adminService">
      <PendingState />
    </PageFrame>
  ),
  errorComponent: ({ error }) => (
    <PageFrame page="adminService">
      <RouteErrorState error={error} />
    </PageFrame>
  ),
});

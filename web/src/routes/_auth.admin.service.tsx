import { createFileRoute } from '@tanstack/react-router';
import { adminServicesQueryOptions } from '../features/service/queries.ts';
import { ServicesPage } from '../features/service/services-page.tsx';
import { PageFrame } from '../features/shell/page-frame.tsx';

export const Route = createFileRoute('/_auth/admin/service')({
  loader: ({ context }) => context.queryClient.ensureQueryData(adminServicesQueryOptions()),
  component: function AdminServices() {
    return (
      <PageFrame page="adminService">
        <ServicesPage admin />
      </PageFrame>
    );
  },
});

import { createFileRoute } from '@tanstack/react-router';
import { AdminDashboardPage, adminDashboardQueryOptions } from '../features/admin-dashboard/dashboard-page.tsx';
import { PageFrame } from '../features/shell/page-frame.tsx';

export const Route = createFileRoute('/_auth/admin/dashboard')({
  loader: ({ context }) => context.queryClient.ensureQueryData(adminDashboardQueryOptions()),
  component: function AdminDashboard() {
    return (
      <PageFrame page="adminDashboard">
        <AdminDashboardPage />
      </PageFrame>
    );
  },
});

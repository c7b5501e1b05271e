import { createFileRoute, redirect } from '@tanstack/react-router';

// The back-office opens on its dashboard, at the spec's path.
export const Route = createFileRoute('/_auth/admin/')({
  beforeLoad: () => {
    throw redirect({ to: '/admin/dashboard', replace: true });
  },
});

import { createFileRoute } from '@tanstack/react-router';
import { requireAdmin } from '../features/auth/guards.ts';

// Every /admin route is for administrators only. No component: the router renders the page below.
export const Route = createFileRoute('/_auth/admin')({
  beforeLoad: ({ context }) => requireAdmin(context.queryClient),
});

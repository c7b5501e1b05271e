import { createFileRoute } from '@tanstack/react-router';
import { requireAdmin } from '../features/auth/guards.ts';
import { loadAdminMenu } from '../signed-in-chrome-loader.ts';

// Every /admin route is for administrators only. No component: the router renders the page below.
export const Route = createFileRoute('/_auth/admin')({
  beforeLoad: async ({ context }) => {
    await requireAdmin(context.queryClient);
    await loadAdminMenu();
  },
});

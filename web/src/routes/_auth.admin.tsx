import { createFileRoute } from '@tanstack/react-router';
import { requireAdmin } from '../features/auth/guards.ts';
import { getGetAdminTwoFactorSettingQueryOptions } from '../api/generated/endpoints/configuration/configuration.ts';

// Every /admin route is for administrators only. No component: the router renders the page below.
// Reading the 2FA setting first shows an administrator without 2FA, while it is required, what to do
// (ADMIN_TWO_FACTOR_REQUIRED, the error page), and tells the notice above the pages whether it is off.
export const Route = createFileRoute('/_auth/admin')({
  beforeLoad: async ({ context }) => {
    await requireAdmin(context.queryClient);
    await context.queryClient.ensureQueryData(getGetAdminTwoFactorSettingQueryOptions());
  },
});

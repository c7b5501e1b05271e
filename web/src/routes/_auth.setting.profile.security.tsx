import { createFileRoute } from '@tanstack/react-router';
import { SecurityPage } from '../features/security/security-page.tsx';
import { securityOverviewQueryOptions, sessionsQueryOptions } from '../features/security/security-queries.ts';
import { PageFrame } from '../features/shell/page-frame.tsx';

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
});

import { createFileRoute } from '@tanstack/react-router';
import { pageSearch } from '../api/paging.ts';
import { SecurityPage } from '../features/security/security-page.tsx';
import { securityOverviewQueryOptions, sessionsQueryOptions } from '../features/security/security-queries.ts';
import { PageFrame } from '../features/shell/page-frame.tsx';

export const Route = createFileRoute('/_auth/setting/profile/security')({
  validateSearch: pageSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    Promise.all([
      context.queryClient.ensureQueryData(securityOverviewQueryOptions()),
      context.queryClient.ensureQueryData(sessionsQueryOptions(deps)),
    ]),
  component: function Security() {
    return (
      <PageFrame page="profileSecurity">
        <SecurityPage search={Route.useSearch()} />
      </PageFrame>
    );
  },
});

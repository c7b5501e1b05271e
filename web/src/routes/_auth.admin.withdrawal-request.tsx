import { createFileRoute } from '@tanstack/react-router';
import { PageFrame } from '../features/shell/page-frame.tsx';
import { RouteErrorState } from '../ui/page-state/error-state.tsx';
import { PendingState } from '../ui/page-state/pending-state.tsx';
import { assetsQueryOptions, withdrawalQueueQueryOptions } from '../features/wallets/admin/queries.ts';
import { validateWithdrawalQueueSearch } from '../features/wallets/admin/search.ts';
import { WithdrawalRequestsPage } from '../features/wallets/admin/withdrawal-requests-page.tsx';

export const Route = createFileRoute('/_auth/admin/withdrawal-request')({
  validateSearch: validateWithdrawalQueueSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    Promise.all([
      context.queryClient.ensureQueryData(assetsQueryOptions()),
      context.queryClient.ensureQueryData(withdrawalQueueQueryOptions(deps)),
    ]),
  component: function AdminWithdrawalRequests() {
    return (
      <PageFrame page="adminWithdrawalRequest">
        <WithdrawalRequestsPage search={Route.useSearch()} />
      </PageFrame>
    );
  },
  pendingComponent: () => (
    <PageFrame page="adminWithdrawalRequest">
      <PendingState />
    </PageFrame>
  ),
  errorComponent: ({ error }) => (
    <PageFrame page="adminWithdrawalRequest">
      <RouteErrorState error={error} />
    </PageFrame>
  ),
});

import { createFileRoute } from '@tanstack/react-router';
import { listWithdrawalRequestsQuery } from '../api/generated/parameters.ts';
import { searchOf } from '../api/search-values.ts';
import { PageFrame } from '../features/shell/page-frame.tsx';
import { assetsQueryOptions, withdrawalQueueQueryOptions } from '../features/wallets/admin/queries.ts';
import { WithdrawalRequestsPage } from '../features/wallets/admin/withdrawal-requests-page.tsx';

// The queue shows the pending requests unless the address says otherwise (`?status=all`).
const validateSearch = searchOf(listWithdrawalRequestsQuery, { defaults: { status: 'pending' } });

export const Route = createFileRoute('/_auth/admin/withdrawal-request')({
  validateSearch,
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
});

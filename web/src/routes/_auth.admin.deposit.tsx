import { createFileRoute } from '@tanstack/react-router';
import { PageFrame } from '../features/shell/page-frame.tsx';
import { DepositPage } from '../features/wallets/admin/deposit-page.tsx';
import { RouteErrorState } from '../ui/page-state/error-state.tsx';
import { PendingState } from '../ui/page-state/pending-state.tsx';
import { assetsQueryOptions, depositsQueryOptions } from '../features/wallets/admin/queries.ts';
import { validateDepositsSearch } from '../features/wallets/admin/search.ts';

export const Route = createFileRoute('/_auth/admin/deposit')({
  validateSearch: validateDepositsSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    Promise.all([
      context.queryClient.ensureQueryData(assetsQueryOptions()),
      context.queryClient.ensureQueryData(depositsQueryOptions(deps)),
    ]),
  component: function AdminDeposit() {
    return (
      <PageFrame page="adminDeposit">
        <DepositPage search={Route.useSearch()} />
      </PageFrame>
    );
  },
  pendingComponent: () => (
    <PageFrame page="adminDeposit">
      <PendingState />
    </PageFrame>
  ),
  errorComponent: ({ error }) => (
    <PageFrame page="adminDeposit">
      <RouteErrorState error={error} />
    </PageFrame>
  ),
});

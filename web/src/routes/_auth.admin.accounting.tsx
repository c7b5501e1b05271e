import { createFileRoute } from '@tanstack/react-router';
import { PageFrame } from '../features/shell/page-frame.tsx';
import { AccountingPage } from '../features/wallets/admin/accounting-page.tsx';
import { RouteErrorState } from '../ui/page-state/error-state.tsx';
import { PendingState } from '../ui/page-state/pending-state.tsx';
import { accountingQueryOptions } from '../features/wallets/admin/queries.ts';
import { validateAccountingSearch } from '../features/wallets/admin/search.ts';

export const Route = createFileRoute('/_auth/admin/accounting')({
  validateSearch: validateAccountingSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(accountingQueryOptions(deps)),
  component: function AdminAccounting() {
    const search = Route.useSearch();
    return (
      <PageFrame page="adminAccounting">
        {/* The period fields start from the period shown, also after back and forward. */}
        <AccountingPage key={`${search.from ?? ''}:${search.to ?? ''}`} search={search} />
      </PageFrame>
    );
  },
  pendingComponent: () => (
    <PageFrame page="adminAccounting">
      <PendingState />
    </PageFrame>
  ),
  errorComponent: ({ error }) => (
    <PageFrame page="adminAccounting">
      <RouteErrorState error={error} />
    </PageFrame>
  ),
});

import { createFileRoute } from '@tanstack/react-router';
import { assetsQueryOptions } from '../api/assets.ts';
import { listAllTransactionsQuery } from '../api/generated/parameters.ts';
import { searchOf } from '../api/search-values.ts';
import { PageFrame } from '../features/shell/page-frame.tsx';
import { MemberTransactionsPage } from '../features/wallets/admin/all-transactions-page.tsx';
import { transactionsQueryOptions } from '../features/wallets/transactions/transaction-table.tsx';

// $id is the member's username: the list's `user` filter, over any in the search part.
const validateSearch = searchOf(listAllTransactionsQuery, { keep: { page: 1 } });

export const Route = createFileRoute('/_auth/admin/user/transact/$id')({
  validateSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps, params }) => {
    void context.queryClient.prefetchQuery(transactionsQueryOptions('admin', { ...deps, user: params.id }));
    // Only the assets' settings (the amounts' decimals) are waited for: the list shows its own loading.
    return context.queryClient.prefetchQuery(assetsQueryOptions());
  },
  component: function AdminUserTransactions() {
    const { id } = Route.useParams();
    return (
      <PageFrame page="adminUserTransact">
        <MemberTransactionsPage key={id} username={id} search={Route.useSearch()} />
      </PageFrame>
    );
  },
});

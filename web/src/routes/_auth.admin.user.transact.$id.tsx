import { createFileRoute } from '@tanstack/react-router';
import { PageFrame } from '../features/shell/page-frame.tsx';
import { MemberTransactionsPage } from '../features/wallets/admin/all-transactions-page.tsx';
import { validateTransactionSearch } from '../features/wallets/transactions/transaction-search.ts';
import { transactionsQueryOptions } from '../features/wallets/transactions/transaction-table.tsx';

// $id is the member's username: the `user` filter of the list, so it is not in the search part.
export const Route = createFileRoute('/_auth/admin/user/transact/$id')({
  validateSearch: (search) => {
    const { user: _user, ...values } = validateTransactionSearch(search, 'admin');
    return values;
  },
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps, params }) =>
    void context.queryClient.prefetchQuery(transactionsQueryOptions('admin', { ...deps, user: params.id })),
  component: function AdminUserTransactions() {
    const { id } = Route.useParams();
    return (
      <PageFrame page="adminUserTransact">
        <MemberTransactionsPage key={id} username={id} search={Route.useSearch()} />
      </PageFrame>
    );
  },
});

import { createFileRoute } from '@tanstack/react-router';
import { assetsQueryOptions } from '../api/assets.ts';
import { listAllTransactionsQuery } from '../api/generated/parameters.ts';
import { searchOf } from '../api/search-values.ts';
import { PageFrame } from '../features/shell/page-frame.tsx';
import { AllTransactionsPage } from '../features/wallets/admin/all-transactions-page.tsx';
import { transactionsQueryOptions } from '../features/wallets/transactions/transaction-table.tsx';

const validateSearch = searchOf(listAllTransactionsQuery, { keep: { page: 1 } });

export const Route = createFileRoute('/_auth/admin/all-transactions')({
  validateSearch,
  loaderDeps: ({ search }) => search,
  // Started before the page draws; the list shows its own loading and error states.
  loader: ({ context, deps }) => {
    void context.queryClient.prefetchQuery(transactionsQueryOptions('admin', deps));
    // Only the assets' settings (the amounts' decimals) are waited for: the list shows its own loading.
    return context.queryClient.prefetchQuery(assetsQueryOptions());
  },
  component: function AdminAllTransactions() {
    return (
      <PageFrame page="adminAllTransactions">
        <AllTransactionsPage search={Route.useSearch()} />
      </PageFrame>
    );
  },
});

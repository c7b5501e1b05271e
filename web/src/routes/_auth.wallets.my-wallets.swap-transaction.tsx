import { createFileRoute } from '@tanstack/react-router';
import { assetsQueryOptions } from '../api/assets.ts';
import { pageSearch } from '../api/paging.ts';
import { PageFrame } from '../features/shell/page-frame.tsx';
import { SwapHistoryPage } from '../features/wallets/swap-history-page.tsx';
import { transactionsQueryOptions } from '../features/wallets/transactions/transaction-table.tsx';

// Only the page is read: the list is the swaps.
export const Route = createFileRoute('/_auth/wallets/my-wallets/swap-transaction')({
  validateSearch: pageSearch,
  loaderDeps: ({ search }) => search,
  // Started before the page draws; the list shows its own loading and error states.
  loader: ({ context, deps }) => {
    void context.queryClient.prefetchQuery(transactionsQueryOptions('member', { page: deps.page ?? 1, type: 'swap' }));
    // Only the assets' settings (the amounts' decimals) are waited for: the list shows its own loading.
    return context.queryClient.prefetchQuery(assetsQueryOptions());
  },
  component: function SwapTransaction() {
    const { page = 1 } = Route.useSearch();
    return (
      <PageFrame page="swapTransaction">
        <SwapHistoryPage page={page} />
      </PageFrame>
    );
  },
});

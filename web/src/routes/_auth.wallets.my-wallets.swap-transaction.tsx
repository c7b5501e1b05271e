import { createFileRoute } from '@tanstack/react-router';
import { PageFrame } from '../features/shell/page-frame.tsx';
import { SwapHistoryPage } from '../features/wallets/swap-history-page.tsx';
import { validateTransactionSearch } from '../features/wallets/transactions/transaction-search.ts';

export const Route = createFileRoute('/_auth/wallets/my-wallets/swap-transaction')({
  validateSearch: (search): { page?: number } => ({ page: validateTransactionSearch(search).page }),
  component: function SwapTransaction() {
    const navigate = Route.useNavigate();
    const { page = 1 } = Route.useSearch();
    return (
      <PageFrame page="swapTransaction">
        <SwapHistoryPage page={page} onPage={(next) => void navigate({ search: { page: next } })} />
      </PageFrame>
    );
  },
});

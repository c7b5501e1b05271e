import { createFileRoute } from '@tanstack/react-router';
import { PageFrame } from '../features/shell/page-frame.tsx';
import { MyTransactionsPage } from '../features/wallets/my-transactions-page.tsx';
import {
  isDateRangeValid,
  validateTransactionSearch,
  type TransactionFilterValues,
} from '../features/wallets/transactions/transaction-search.ts';
import { transactionsQueryOptions } from '../features/wallets/transactions/transaction-table.tsx';

export const Route = createFileRoute('/_auth/wallets/my-transactions')({
  // Partial: a link may name no filter at all; the page is then 1.
  validateSearch: (search): Partial<TransactionFilterValues> => validateTransactionSearch(search),
  loaderDeps: ({ search }) => search,
  // Started before the page draws (unless the dates are out of order); the list shows its own states.
  loader: ({ context, deps }) => {
    const values = { page: 1, ...deps };
    if (isDateRangeValid(values)) void context.queryClient.prefetchQuery(transactionsQueryOptions('member', values));
  },
  component: function MyTransactions() {
    const navigate = Route.useNavigate();
    const search = Route.useSearch();
    return (
      <PageFrame page="myTransactions">
        <MyTransactionsPage values={{ page: 1, ...search }} onChange={(next) => void navigate({ search: next })} />
      </PageFrame>
    );
  },
});

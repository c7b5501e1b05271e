import { createFileRoute } from '@tanstack/react-router';
import { PageFrame } from '../features/shell/page-frame.tsx';
import { MyTransactionsPage } from '../features/wallets/my-transactions-page.tsx';
import {
  validateTransactionSearch,
  type TransactionFilterValues,
} from '../features/wallets/transactions/transaction-search.ts';

export const Route = createFileRoute('/_auth/wallets/my-transactions')({
  // Partial: a link may name no filter at all; the page is then 1.
  validateSearch: (search): Partial<TransactionFilterValues> => validateTransactionSearch(search),
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

import { createFileRoute } from '@tanstack/react-router';
import { assetsQueryOptions } from '../api/assets.ts';
import { listTransactionsQuery } from '../api/generated/parameters.ts';
import { searchOf } from '../api/search-values.ts';
import { PageFrame } from '../features/shell/page-frame.tsx';
import { MyTransactionsPage } from '../features/wallets/my-transactions-page.tsx';
import { transactionsQueryOptions } from '../features/wallets/transactions/transaction-table.tsx';
import { isDayRangeValid } from '../ui/day-field/day-range-fields.tsx';

// A link may name no filter at all; the page is then 1.
const validateSearch = searchOf(listTransactionsQuery);

export const Route = createFileRoute('/_auth/wallets/my-transactions')({
  validateSearch,
  loaderDeps: ({ search }) => search,
  // Started before the page draws (unless the dates are out of order); the list shows its own states.
  loader: ({ context, deps }) => {
    const values = { page: 1, ...deps };
    if (isDayRangeValid(values)) void context.queryClient.prefetchQuery(transactionsQueryOptions('member', values));
    // Only the assets' settings (the amounts' decimals) are waited for: the list shows its own loading.
    return context.queryClient.prefetchQuery(assetsQueryOptions());
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

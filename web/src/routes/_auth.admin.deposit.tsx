import { createFileRoute } from '@tanstack/react-router';
import { listDepositsQuery } from '../api/generated/parameters.ts';
import { searchOf } from '../api/search-values.ts';
import { PageFrame } from '../features/shell/page-frame.tsx';
import { DepositPage } from '../features/wallets/admin/deposit-page.tsx';
import { assetsQueryOptions, depositsQueryOptions } from '../features/wallets/admin/queries.ts';

const validateSearch = searchOf(listDepositsQuery);

export const Route = createFileRoute('/_auth/admin/deposit')({
  validateSearch,
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
});

import { createFileRoute } from '@tanstack/react-router';
import { getAccountingQuery } from '../api/generated/parameters.ts';
import { searchOf } from '../api/search-values.ts';
import { PageFrame } from '../features/shell/page-frame.tsx';
import { AccountingPage } from '../features/wallets/admin/accounting-page.tsx';
import { accountingQueryOptions, assetsQueryOptions } from '../features/wallets/admin/queries.ts';

const validateSearch = searchOf(getAccountingQuery);

export const Route = createFileRoute('/_auth/admin/accounting')({
  validateSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    Promise.all([
      context.queryClient.ensureQueryData(accountingQueryOptions(deps)),
      context.queryClient.ensureQueryData(assetsQueryOptions()),
    ]),
  component: function AdminAccounting() {
    const search = Route.useSearch();
    return (
      <PageFrame page="adminAccounting">
        {/* The period fields start from the period shown, also after back and forward. */}
        <AccountingPage key={`${search.from ?? ''}:${search.to ?? ''}`} search={search} />
      </PageFrame>
    );
  },
});

import { createFileRoute } from '@tanstack/react-router';
import { assetsQueryOptions } from '../api/assets.ts';
import { listAdminArbitragePacksQuery } from '../api/generated/parameters.ts';
import { searchOf } from '../api/search-values.ts';
import { AdminPacksPage } from '../features/arbitrage/admin-packs-page.tsx';
import { adminPacksQueryOptions } from '../features/arbitrage/queries.ts';
import { PageFrame } from '../features/shell/page-frame.tsx';

const validateSearch = searchOf(listAdminArbitragePacksQuery);

export const Route = createFileRoute('/_auth/admin/pack-arbitrage/')({
  validateSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    Promise.all([
      context.queryClient.ensureQueryData(adminPacksQueryOptions(deps)),
      context.queryClient.prefetchQuery(assetsQueryOptions()),
    ]),
  component: function AdminPackArbitrage() {
    return (
      <PageFrame page="adminPackArbitrage">
        <AdminPacksPage search={Route.useSearch()} />
      </PageFrame>
    );
  },
});

import { createFileRoute } from '@tanstack/react-router';
import { assetsQueryOptions } from '../api/assets.ts';
import { pageSearch } from '../api/paging.ts';
import { AdminPacksPage } from '../features/arbitrage/admin-packs-page.tsx';
import { adminPacksQueryOptions } from '../features/arbitrage/queries.ts';
import { PageFrame } from '../features/shell/page-frame.tsx';

export const Route = createFileRoute('/_auth/admin/pack-arbitrage/')({
  validateSearch: pageSearch,
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

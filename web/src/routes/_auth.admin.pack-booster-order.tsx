import { createFileRoute } from '@tanstack/react-router';
import { assetsQueryOptions } from '../api/assets.ts';
import { listBoosterOrdersQuery } from '../api/generated/parameters.ts';
import { searchOf } from '../api/search-values.ts';
import { OrdersPage } from '../features/booster/orders-page.tsx';
import { adminTiersQueryOptions, ordersQueryOptions } from '../features/booster/queries.ts';
import { PageFrame } from '../features/shell/page-frame.tsx';

const validateSearch = searchOf(listBoosterOrdersQuery);

export const Route = createFileRoute('/_auth/admin/pack-booster-order')({
  validateSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    Promise.all([
      context.queryClient.ensureQueryData(adminTiersQueryOptions()),
      context.queryClient.ensureQueryData(ordersQueryOptions(deps)),
      context.queryClient.prefetchQuery(assetsQueryOptions()),
    ]),
  component: function AdminPackBoosterOrder() {
    const search = Route.useSearch();
    return (
      <PageFrame page="adminPackBoosterOrder">
        {/* The filters start from the address again when it changes (back, forward, a link). */}
        <OrdersPage key={JSON.stringify({ ...search, page: undefined })} search={search} />
      </PageFrame>
    );
  },
});

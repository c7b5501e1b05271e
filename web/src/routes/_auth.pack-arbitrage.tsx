import { createFileRoute } from '@tanstack/react-router';
import { assetsQueryOptions } from '../api/assets.ts';
import { pageSearch } from '../api/paging.ts';
import { ArbitragePage } from '../features/arbitrage/arbitrage-page.tsx';
import {
  activeSubscriptionsQueryOptions,
  packsQueryOptions,
  usdtWalletQueryOptions,
} from '../features/arbitrage/queries.ts';
import { PageFrame } from '../features/shell/page-frame.tsx';

export const Route = createFileRoute('/_auth/pack-arbitrage')({
  validateSearch: pageSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    Promise.all([
      context.queryClient.ensureQueryData(packsQueryOptions()),
      context.queryClient.ensureQueryData(activeSubscriptionsQueryOptions(deps)),
      context.queryClient.ensureQueryData(usdtWalletQueryOptions()),
      context.queryClient.prefetchQuery(assetsQueryOptions()),
    ]),
  component: function PackArbitrage() {
    return (
      <PageFrame page="packArbitrage">
        <ArbitragePage search={Route.useSearch()} />
      </PageFrame>
    );
  },
});

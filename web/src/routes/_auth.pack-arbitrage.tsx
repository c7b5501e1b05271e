import { createFileRoute } from '@tanstack/react-router';
import { assetsQueryOptions } from '../api/assets.ts';
import { listArbitrageSubscriptionsQuery } from '../api/generated/parameters.ts';
import { searchOf } from '../api/search-values.ts';
import { ArbitragePage } from '../features/arbitrage/arbitrage-page.tsx';
import {
  activeSubscriptionsQueryOptions,
  packsQueryOptions,
  usdtWalletQueryOptions,
} from '../features/arbitrage/queries.ts';
import { PageFrame } from '../features/shell/page-frame.tsx';

const validateSearch = searchOf(listArbitrageSubscriptionsQuery);

export const Route = createFileRoute('/_auth/pack-arbitrage')({
  validateSearch,
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

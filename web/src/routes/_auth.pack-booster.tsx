import { createFileRoute } from '@tanstack/react-router';
import { assetsQueryOptions } from '../api/assets.ts';
import { pageSearch } from '../api/paging.ts';
import { BoosterPage } from '../features/booster/booster-page.tsx';
import {
  myOrdersQueryOptions,
  myPackQueryOptions,
  tiersQueryOptions,
  walletsQueryOptions,
} from '../features/booster/queries.ts';
import { PageFrame } from '../features/shell/page-frame.tsx';

export const Route = createFileRoute('/_auth/pack-booster')({
  validateSearch: pageSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    Promise.all([
      context.queryClient.ensureQueryData(myPackQueryOptions()),
      context.queryClient.ensureQueryData(tiersQueryOptions()),
      context.queryClient.ensureQueryData(walletsQueryOptions()),
      context.queryClient.ensureQueryData(myOrdersQueryOptions(deps)),
      context.queryClient.prefetchQuery(assetsQueryOptions()),
    ]),
  component: function PackBooster() {
    return (
      <PageFrame page="packBooster">
        <BoosterPage search={Route.useSearch()} />
      </PageFrame>
    );
  },
});

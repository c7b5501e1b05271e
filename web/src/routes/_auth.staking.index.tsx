import { createFileRoute } from '@tanstack/react-router';
import { assetsQueryOptions } from '../api/assets.ts';
import { listStakesQuery } from '../api/generated/parameters.ts';
import { searchOf } from '../api/search-values.ts';
import { PageFrame } from '../features/shell/page-frame.tsx';
import { stakesQueryOptions } from '../features/staking/queries.ts';
import { MyStakesPage } from '../features/staking/stakes-page.tsx';

const validateSearch = searchOf(listStakesQuery);

export const Route = createFileRoute('/_auth/staking/')({
  validateSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    Promise.all([
      context.queryClient.ensureQueryData(stakesQueryOptions(deps)),
      context.queryClient.prefetchQuery(assetsQueryOptions()),
    ]),
  component: function Staking() {
    return (
      <PageFrame page="staking">
        <MyStakesPage search={Route.useSearch()} />
      </PageFrame>
    );
  },
});

import { createFileRoute } from '@tanstack/react-router';
import { listStakingDaysQuery } from '../api/generated/parameters.ts';
import { searchOf } from '../api/search-values.ts';
import { PageFrame } from '../features/shell/page-frame.tsx';
import { adminProductsQueryOptions, stakingDaysQueryOptions } from '../features/staking/queries.ts';
import { StakingRoiPage } from '../features/staking/staking-roi-page.tsx';

const validateSearch = searchOf(listStakingDaysQuery);

export const Route = createFileRoute('/_auth/admin/staking-roi')({
  validateSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    Promise.all([
      context.queryClient.ensureQueryData(adminProductsQueryOptions()),
      context.queryClient.ensureQueryData(stakingDaysQueryOptions(deps)),
    ]),
  component: function AdminStakingRoi() {
    return (
      <PageFrame page="adminStakingRoi">
        <StakingRoiPage search={Route.useSearch()} />
      </PageFrame>
    );
  },
});

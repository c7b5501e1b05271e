import { createFileRoute } from '@tanstack/react-router';
import { PageFrame } from '../features/shell/page-frame.tsx';
import { adminProductsQueryOptions, stakingDaysQueryOptions } from '../features/staking/queries.ts';
import { validatePage } from '../features/staking/search.ts';
import { StakingRoiPage } from '../features/staking/staking-roi-page.tsx';
import { RouteErrorState } from '../ui/page-state/error-state.tsx';
import { PendingState } from '../ui/page-state/pending-state.tsx';

export const Route = createFileRoute('/_auth/admin/staking-roi')({
  validateSearch: validatePage,
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  loader: ({ context, deps }) =>
    Promise.all([
      context.queryClient.ensureQueryData(adminProductsQueryOptions()),
      context.queryClient.ensureQueryData(stakingDaysQueryOptions(deps.page)),
    ]),
  component: function AdminStakingRoi() {
    const { page = 1 } = Route.useSearch();
    const navigate = Route.useNavigate();
    return (
      <PageFrame page="adminStakingRoi">
        <StakingRoiPage page={page} onPage={(next) => void navigate({ search: next > 1 ? { page: next } : {} })} />
      </PageFrame>
    );
  },
  pendingComponent: () => (
    <PageFrame page="adminStakingRoi">
      <PendingState />
    </PageFrame>
  ),
  errorComponent: ({ error }) => (
    <PageFrame page="adminStakingRoi">
      <RouteErrorState error={error} />
    </PageFrame>
  ),
});

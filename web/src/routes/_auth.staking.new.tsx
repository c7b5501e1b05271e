import { createFileRoute } from '@tanstack/react-router';
import { PageFrame } from '../features/shell/page-frame.tsx';
import { NewStakePage } from '../features/staking/new-stake-page.tsx';
import { productsQueryOptions, walletsQueryOptions } from '../features/staking/queries.ts';

export const Route = createFileRoute('/_auth/staking/new')({
  loader: ({ context }) =>
    Promise.all([
      context.queryClient.ensureQueryData(productsQueryOptions()),
      context.queryClient.ensureQueryData(walletsQueryOptions()),
    ]),
  component: function StakingNew() {
    return (
      <PageFrame page="stakingNew">
        <NewStakePage />
      </PageFrame>
    );
  },
});

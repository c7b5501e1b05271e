import { createFileRoute } from '@tanstack/react-router';
import { assetsQueryOptions } from '../api/assets.ts';
import { listUserStakesQuery } from '../api/generated/parameters.ts';
import { searchOf } from '../api/search-values.ts';
import { PageFrame } from '../features/shell/page-frame.tsx';
import { userStakesQueryOptions } from '../features/staking/queries.ts';
import { MemberStakesPage } from '../features/staking/stakes-page.tsx';

const validateSearch = searchOf(listUserStakesQuery);

// $user_id is the member's uid (KNT-100002), as the other admin pages of a member name them.
export const Route = createFileRoute('/_auth/admin/user/stake/$user_id')({
  validateSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps, params }) =>
    Promise.all([
      context.queryClient.ensureQueryData(userStakesQueryOptions(params.user_id, deps)),
      context.queryClient.prefetchQuery(assetsQueryOptions()),
    ]),
  component: function AdminUserStakes() {
    const { user_id } = Route.useParams();
    return (
      <PageFrame page="adminUserStake">
        <MemberStakesPage key={user_id} uid={user_id} search={Route.useSearch()} />
      </PageFrame>
    );
  },
});

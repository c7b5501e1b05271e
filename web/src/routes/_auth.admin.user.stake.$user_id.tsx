import { createFileRoute } from '@tanstack/react-router';
import { PageFrame } from '../features/shell/page-frame.tsx';
import { userStakesQueryOptions } from '../features/staking/queries.ts';
import { validatePage } from '../features/staking/search.ts';
import { MemberStakesPage } from '../features/staking/stakes-page.tsx';
import { RouteErrorState } from '../ui/page-state/error-state.tsx';
import { PendingState } from '../ui/page-state/pending-state.tsx';

// $user_id is the member's uid (KNT-100002), as the other admin pages of a member name them.
export const Route = createFileRoute('/_auth/admin/user/stake/$user_id')({
  validateSearch: validatePage,
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  loader: ({ context, deps, params }) =>
    context.queryClient.ensureQueryData(userStakesQueryOptions(params.user_id, deps.page)),
  component: function AdminUserStakes() {
    const { user_id } = Route.useParams();
    const { page = 1 } = Route.useSearch();
    const navigate = Route.useNavigate();
    return (
      <PageFrame page="adminUserStake">
        <MemberStakesPage
          key={user_id}
          uid={user_id}
          page={page}
          onPage={(next) => void navigate({ search: next > 1 ? { page: next } : {} })}
        />
      </PageFrame>
    );
  },
  pendingComponent: () => (
    <PageFrame page="adminUserStake">
      <PendingState />
    </PageFrame>
  ),
  errorComponent: ({ error }) => (
    <PageFrame page="adminUserStake">
      <RouteErrorState error={error} />
    </PageFrame>
  ),
});

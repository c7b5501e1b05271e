import { createFileRoute } from '@tanstack/react-router';
import { PageFrame } from '../features/shell/page-frame.tsx';
import { stakesQueryOptions } from '../features/staking/queries.ts';
import { validatePage } from '../features/staking/search.ts';
import { MyStakesPage } from '../features/staking/stakes-page.tsx';
import { RouteErrorState } from '../ui/page-state/error-state.tsx';
import { PendingState } from '../ui/page-state/pending-state.tsx';

export const Route = createFileRoute('/_auth/staking/')({
  validateSearch: validatePage,
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(stakesQueryOptions(deps.page)),
  component: function Staking() {
    const { page = 1 } = Route.useSearch();
    const navigate = Route.useNavigate();
    return (
      <PageFrame page="staking">
        <MyStakesPage page={page} onPage={(next) => void navigate({ search: next > 1 ? { page: next } : {} })} />
      </PageFrame>
    );
  },
  pendingComponent: () => (
    <PageFrame page="staking">
      <PendingState />
    </PageFrame>
  ),
  errorComponent: ({ error }) => (
    <PageFrame page="staking">
      <RouteErrorState error={error} />
    </PageFrame>
  ),
});

import { createFileRoute } from '@tanstack/react-router';
import { assetsQueryOptions } from '../api/assets.ts';
import { pageSearch } from '../api/paging.ts';
import { MemberBoosterPage } from '../features/booster/member-booster-page.tsx';
import { memberBoosterQueryOptions } from '../features/booster/queries.ts';
import { PageFrame } from '../features/shell/page-frame.tsx';

export const Route = createFileRoute('/_auth/admin/user/booster/$uid')({
  validateSearch: pageSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, params, deps }) =>
    Promise.all([
      context.queryClient.ensureQueryData(memberBoosterQueryOptions(params.uid, deps)),
      context.queryClient.prefetchQuery(assetsQueryOptions()),
    ]),
  component: function AdminUserBooster() {
    const { uid } = Route.useParams();
    return (
      <PageFrame page="adminUserBooster">
        <MemberBoosterPage key={uid} uid={uid} search={Route.useSearch()} />
      </PageFrame>
    );
  },
});

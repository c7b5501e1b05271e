import { createFileRoute } from '@tanstack/react-router';
import { assetsQueryOptions } from '../api/assets.ts';
import { adminTiersQueryOptions } from '../features/booster/queries.ts';
import { TiersPage } from '../features/booster/tiers-page.tsx';
import { PageFrame } from '../features/shell/page-frame.tsx';

export const Route = createFileRoute('/_auth/admin/pack-booster/')({
  loader: ({ context }) =>
    Promise.all([
      context.queryClient.ensureQueryData(adminTiersQueryOptions()),
      context.queryClient.prefetchQuery(assetsQueryOptions()),
    ]),
  component: function AdminPackBooster() {
    return (
      <PageFrame page="adminPackBooster">
        <TiersPage />
      </PageFrame>
    );
  },
});

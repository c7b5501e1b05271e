import { createFileRoute } from '@tanstack/react-router';
import { adminTiersQueryOptions } from '../features/booster/queries.ts';
import { TiersPage } from '../features/booster/tiers-page.tsx';
import { PageFrame } from '../features/shell/page-frame.tsx';

export const Route = createFileRoute('/_auth/admin/pack-booster/')({
  loader: ({ context }) => context.queryClient.ensureQueryData(adminTiersQueryOptions()),
  component: function AdminPackBooster() {
    return (
      <PageFrame page="adminPackBooster">
        <TiersPage />
      </PageFrame>
    );
  },
});

import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { adminTierQueryOptions } from '../features/booster/queries.ts';
import { TierFormPage } from '../features/booster/tier-form-page.tsx';
import { PageFrame } from '../features/shell/page-frame.tsx';

export const Route = createFileRoute('/_auth/admin/pack-booster/edit/$id')({
  loader: ({ context, params }) => context.queryClient.ensureQueryData(adminTierQueryOptions(params.id)),
  component: function AdminPackBoosterEdit() {
    const { id } = Route.useParams();
    const { data } = useSuspenseQuery(adminTierQueryOptions(id));
    return (
      <PageFrame page="adminPackBoosterEdit">
        {/* A fresh form per tier: its fields start from that tier. */}
        <TierFormPage key={data.id} tier={data} />
      </PageFrame>
    );
  },
});

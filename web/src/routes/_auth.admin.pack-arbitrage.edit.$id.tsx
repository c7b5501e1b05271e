import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { PackFormPage } from '../features/arbitrage/pack-form-page.tsx';
import { adminPackQueryOptions } from '../features/arbitrage/queries.ts';
import { PageFrame } from '../features/shell/page-frame.tsx';

export const Route = createFileRoute('/_auth/admin/pack-arbitrage/edit/$id')({
  loader: ({ context, params }) => context.queryClient.ensureQueryData(adminPackQueryOptions(params.id)),
  component: function AdminPackArbitrageEdit() {
    const { id } = Route.useParams();
    const { data } = useSuspenseQuery(adminPackQueryOptions(id));
    return (
      <PageFrame page="adminPackArbitrageEdit">
        {/* A fresh form per pack: its fields start from that pack. */}
        <PackFormPage key={data.id} pack={data} />
      </PageFrame>
    );
  },
});

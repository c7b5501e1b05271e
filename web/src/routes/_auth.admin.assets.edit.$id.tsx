import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { PageFrame } from '../features/shell/page-frame.tsx';
import { AssetFormPage } from '../features/wallets/admin/asset-form-page.tsx';
import { adminAssetQueryOptions } from '../features/wallets/admin/queries.ts';

// $id is the asset's code.
export const Route = createFileRoute('/_auth/admin/assets/edit/$id')({
  loader: ({ context, params }) => context.queryClient.ensureQueryData(adminAssetQueryOptions(params.id)),
  component: function AdminAssetEdit() {
    const { id } = Route.useParams();
    const { data } = useSuspenseQuery(adminAssetQueryOptions(id));
    return (
      <PageFrame page="adminAssetsEdit">
        {/* A fresh form per asset: its fields start from that asset. */}
        <AssetFormPage key={data.code} asset={data} />
      </PageFrame>
    );
  },
});

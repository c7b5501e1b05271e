import { createFileRoute } from '@tanstack/react-router';
import { PageFrame } from '../features/shell/page-frame.tsx';
import { AssetFormPage } from '../features/wallets/admin/asset-form-page.tsx';

export const Route = createFileRoute('/_auth/admin/assets/new')({
  component: function AdminAssetNew() {
    return (
      <PageFrame page="adminAssetsNew">
        <AssetFormPage />
      </PageFrame>
    );
  },
});

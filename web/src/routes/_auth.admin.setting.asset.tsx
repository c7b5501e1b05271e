import { createFileRoute } from '@tanstack/react-router';
import { AssetSettingPage } from '../features/configuration/asset-setting-page.tsx';
import { assetsQueryOptions, swapConfigurationQueryOptions } from '../features/configuration/configuration-queries.ts';
import { PageFrame } from '../features/shell/page-frame.tsx';

export const Route = createFileRoute('/_auth/admin/setting/asset')({
  loader: ({ context }) =>
    Promise.all([
      context.queryClient.ensureQueryData(swapConfigurationQueryOptions()),
      context.queryClient.ensureQueryData(assetsQueryOptions()),
    ]),
  component: function AdminSettingAsset() {
    return (
      <PageFrame page="adminSettingAsset">
        <AssetSettingPage />
      </PageFrame>
    );
  },
});

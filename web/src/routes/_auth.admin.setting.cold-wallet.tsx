import { createFileRoute } from '@tanstack/react-router';
import { ColdWalletSettingPage } from '../features/configuration/cold-wallet-setting-page.tsx';
import { coldWalletSettingQueryOptions } from '../features/configuration/configuration-queries.ts';
import { PageFrame } from '../features/shell/page-frame.tsx';
import { RouteErrorState } from '../ui/page-state/error-state.tsx';

export const Route = createFileRoute('/_auth/admin/setting/cold-wallet')({
  loader: ({ context }) => context.queryClient.ensureQueryData(coldWalletSettingQueryOptions()),
  component: function AdminSettingColdWallet() {
    return (
      <PageFrame page="adminSettingColdWallet">
        <ColdWalletSettingPage />
      </PageFrame>
    );
  },
  // A failed load is also an error toast (product spec, section 8).
  errorComponent: function AdminSettingColdWalletError({ error }) {
    return (
      <PageFrame page="adminSettingColdWallet">
        <RouteErrorState error={error} toast />
      </PageFrame>
    );
  },
});

import { createFileRoute } from '@tanstack/react-router';
import { visaConfigurationQueryOptions } from '../features/configuration/configuration-queries.ts';
import { VisaSettingPage } from '../features/configuration/visa-setting-page.tsx';
import { PageFrame } from '../features/shell/page-frame.tsx';

export const Route = createFileRoute('/_auth/admin/setting/visa')({
  loader: ({ context }) => context.queryClient.ensureQueryData(visaConfigurationQueryOptions()),
  component: function AdminSettingVisa() {
    return (
      <PageFrame page="adminSettingVisa">
        <VisaSettingPage />
      </PageFrame>
    );
  },
});

import { createFileRoute } from '@tanstack/react-router';
import {
  coldWalletConfigurationQueryOptions,
  visaConfigurationQueryOptions,
} from '../features/configuration/configuration-queries.ts';
import { DurationSettingPage } from '../features/configuration/duration-setting-page.tsx';
import { PageFrame } from '../features/shell/page-frame.tsx';

export const Route = createFileRoute('/_auth/admin/setting/duration')({
  loader: ({ context }) =>
    Promise.all([
      context.queryClient.ensureQueryData(visaConfigurationQueryOptions()),
      context.queryClient.ensureQueryData(coldWalletConfigurationQueryOptions()),
    ]),
  component: function AdminSettingDuration() {
    return (
      <PageFrame page="adminSettingDuration">
        <DurationSettingPage />
      </PageFrame>
    );
  },
});

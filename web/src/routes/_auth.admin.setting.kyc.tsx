import { createFileRoute } from '@tanstack/react-router';
import { errorPage, pendingPage } from '../features/configuration/configuration-page.tsx';
import { kycConfigurationQueryOptions } from '../features/configuration/configuration-queries.ts';
import { KycSettingPage } from '../features/configuration/kyc-setting-page.tsx';
import { titles } from '../features/configuration/messages.ts';

export const Route = createFileRoute('/_auth/admin/setting/kyc')({
  loader: ({ context }) => context.queryClient.ensureQueryData(kycConfigurationQueryOptions()),
  component: KycSettingPage,
  pendingComponent: pendingPage(titles.kyc),
  errorComponent: errorPage(titles.kyc),
});

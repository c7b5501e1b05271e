import { createFileRoute } from '@tanstack/react-router';
import { errorPage, pendingPage } from '../features/configuration/configuration-page.tsx';
import { visaConfigurationQueryOptions } from '../features/configuration/configuration-queries.ts';
import { titles } from '../features/configuration/messages.ts';
import { VisaSettingPage } from '../features/configuration/visa-setting-page.tsx';

export const Route = createFileRoute('/_auth/admin/setting/visa')({
  loader: ({ context }) => context.queryClient.ensureQueryData(visaConfigurationQueryOptions()),
  component: VisaSettingPage,
  pendingComponent: pendingPage(titles.visa),
  errorComponent: errorPage(titles.visa),
});

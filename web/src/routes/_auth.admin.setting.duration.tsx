import { createFileRoute } from '@tanstack/react-router';
import { errorPage, pendingPage } from '../features/configuration/configuration-page.tsx';
import {
  coldWalletConfigurationQueryOptions,
  visaConfigurationQueryOptions,
} from '../features/configuration/configuration-queries.ts';
import { DurationSettingPage } from '../features/configuration/duration-setting-page.tsx';
import { titles } from '../features/configuration/messages.ts';

export const Route = createFileRoute('/_auth/admin/setting/duration')({
  loader: ({ context }) =>
    Promise.all([
      context.queryClient.ensureQueryData(visaConfigurationQueryOptions()),
      context.queryClient.ensureQueryData(coldWalletConfigurationQueryOptions()),
    ]),
  component: DurationSettingPage,
  pendingComponent: pendingPage(titles.duration),
  errorComponent: errorPage(titles.duration),
});

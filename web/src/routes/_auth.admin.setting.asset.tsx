import { createFileRoute } from '@tanstack/react-router';
import { AssetSettingPage } from '../features/configuration/asset-setting-page.tsx';
import { errorPage, pendingPage } from '../features/configuration/configuration-page.tsx';
import { assetsQueryOptions, swapConfigurationQueryOptions } from '../features/configuration/configuration-queries.ts';
import { titles } from '../features/configuration/messages.ts';

export const Route = createFileRoute('/_auth/admin/setting/asset')({
  loader: ({ context }) =>
    Promise.all([
      context.queryClient.ensureQueryData(swapConfigurationQueryOptions()),
      context.queryClient.ensureQueryData(assetsQueryOptions()),
    ]),
  component: AssetSettingPage,
  pendingComponent: pendingPage(titles.asset),
  errorComponent: errorPage(titles.asset),
});

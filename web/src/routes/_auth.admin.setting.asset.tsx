import { createFileRoute } from '@tanstack/react-router';
import { AssetSettingPage } from '../features/configuration/asset-setting-page.tsx';
import { errorPage, pendingPage } from '../features/configuration/configuration-page.tsx';
import { swapConfigurationQueryOptions } from '../features/configuration/configuration-queries.ts';
import { titles } from '../features/configuration/messages.ts';

export const Route = createFileRoute('/_auth/admin/setting/asset')({
  loader: ({ context }) => context.queryClient.ensureQueryData(swapConfigurationQueryOptions()),
  component: AssetSettingPage,
  pendingComponent: pendingPage(titles.asset),
  errorComponent: errorPage(titles.asset),
});

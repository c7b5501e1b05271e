import { createFileRoute } from '@tanstack/react-router';
import { ColdWalletSettingPage } from '../features/configuration/cold-wallet-setting-page.tsx';
import { errorPage, pendingPage } from '../features/configuration/configuration-page.tsx';
import { coldWalletSettingQueryOptions } from '../features/configuration/configuration-queries.ts';
import { titles } from '../features/configuration/messages.ts';

export const Route = createFileRoute('/_auth/admin/setting/cold-wallet')({
  loader: ({ context }) => context.queryClient.ensureQueryData(coldWalletSettingQueryOptions()),
  component: ColdWalletSettingPage,
  pendingComponent: pendingPage(titles.coldWallet),
  // A failed load is also an error toast (product spec, section 8).
  errorComponent: errorPage(titles.coldWallet, { toast: true }),
});

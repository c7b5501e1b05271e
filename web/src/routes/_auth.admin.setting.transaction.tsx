import { createFileRoute } from '@tanstack/react-router';
import { errorPage, pendingPage } from '../features/configuration/configuration-page.tsx';
import { transactionConfigurationQueryOptions } from '../features/configuration/configuration-queries.ts';
import { titles } from '../features/configuration/messages.ts';
import { TransactionSettingPage } from '../features/configuration/transaction-setting-page.tsx';

export const Route = createFileRoute('/_auth/admin/setting/transaction')({
  loader: ({ context }) => context.queryClient.ensureQueryData(transactionConfigurationQueryOptions()),
  component: TransactionSettingPage,
  pendingComponent: pendingPage(titles.transaction),
  errorComponent: errorPage(titles.transaction),
});

import { createFileRoute } from '@tanstack/react-router';
import {
  adminTwoFactorSettingQueryOptions,
  depositApprovalSettingQueryOptions,
  transactionConfigurationQueryOptions,
} from '../features/configuration/configuration-queries.ts';
import { TransactionSettingPage } from '../features/configuration/transaction-setting-page.tsx';
import { PageFrame } from '../features/shell/page-frame.tsx';

export const Route = createFileRoute('/_auth/admin/setting/transaction')({
  loader: ({ context }) =>
    Promise.all([
      context.queryClient.ensureQueryData(transactionConfigurationQueryOptions()),
      context.queryClient.ensureQueryData(depositApprovalSettingQueryOptions()),
      context.queryClient.ensureQueryData(adminTwoFactorSettingQueryOptions()),
    ]),
  component: function AdminSettingTransaction() {
    return (
      <PageFrame page="adminSettingTransaction">
        <TransactionSettingPage />
      </PageFrame>
    );
  },
});

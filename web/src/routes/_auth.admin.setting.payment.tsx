import { createFileRoute } from '@tanstack/react-router';
import {
  transactionConfigurationQueryOptions,
  visaConfigurationQueryOptions,
} from '../features/configuration/configuration-queries.ts';
import { PaymentSettingPage } from '../features/configuration/payment-setting-page.tsx';
import { PageFrame } from '../features/shell/page-frame.tsx';

export const Route = createFileRoute('/_auth/admin/setting/payment')({
  loader: ({ context }) =>
    Promise.all([
      context.queryClient.ensureQueryData(visaConfigurationQueryOptions()),
      context.queryClient.ensureQueryData(transactionConfigurationQueryOptions()),
    ]),
  component: function AdminSettingPayment() {
    return (
      <PageFrame page="adminSettingPayment">
        <PaymentSettingPage />
      </PageFrame>
    );
  },
});

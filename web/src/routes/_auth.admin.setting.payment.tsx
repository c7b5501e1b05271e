import { createFileRoute } from '@tanstack/react-router';
import { errorPage, pendingPage } from '../features/configuration/configuration-page.tsx';
import {
  transactionConfigurationQueryOptions,
  visaConfigurationQueryOptions,
} from '../features/configuration/configuration-queries.ts';
import { titles } from '../features/configuration/messages.ts';
import { PaymentSettingPage } from '../features/configuration/payment-setting-page.tsx';

export const Route = createFileRoute('/_auth/admin/setting/payment')({
  loader: ({ context }) =>
    Promise.all([
      context.queryClient.ensureQueryData(visaConfigurationQueryOptions()),
      context.queryClient.ensureQueryData(transactionConfigurationQueryOptions()),
    ]),
  component: PaymentSettingPage,
  pendingComponent: pendingPage(titles.payment),
  errorComponent: errorPage(titles.payment),
});

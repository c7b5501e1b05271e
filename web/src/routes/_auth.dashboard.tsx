import { createFileRoute } from '@tanstack/react-router';
import { PageFrame } from '../features/shell/page-frame.tsx';
import { WalletSummary } from '../features/wallets/dashboard-summary.tsx';
import { walletsQueryOptions } from '../features/wallets/wallet-queries.ts';

export const Route = createFileRoute('/_auth/dashboard')({
  loader: ({ context }) => context.queryClient.ensureQueryData(walletsQueryOptions()),
  component: function Dashboard() {
    return (
      <PageFrame page="dashboard">
        <WalletSummary />
      </PageFrame>
    );
  },
});

import { createFileRoute } from '@tanstack/react-router';
import { PageFrame } from '../features/shell/page-frame.tsx';
import { WalletSummary } from '../features/wallets/dashboard-summary.tsx';

export const Route = createFileRoute('/_auth/dashboard')({
  component: function Dashboard() {
    return (
      <PageFrame page="dashboard">
        <WalletSummary />
      </PageFrame>
    );
  },
});

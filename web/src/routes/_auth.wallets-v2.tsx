import { createFileRoute } from '@tanstack/react-router';
import { PageFrame } from '../features/shell/page-frame.tsx';
import { PortfolioPage } from '../features/wallets/portfolio-page.tsx';
import { walletsQueryOptions } from '../features/wallets/wallet-queries.ts';
import { RouteErrorState } from '../ui/page-state/error-state.tsx';
import { PendingState } from '../ui/page-state/pending-state.tsx';

export const Route = createFileRoute('/_auth/wallets-v2')({
  loader: ({ context }) => context.queryClient.ensureQueryData(walletsQueryOptions()),
  component: function WalletsV2() {
    return (
      <PageFrame page="walletsV2">
        <PortfolioPage />
      </PageFrame>
    );
  },
  pendingComponent: () => (
    <PageFrame page="walletsV2">
      <PendingState />
    </PageFrame>
  ),
  errorComponent: ({ error }) => (
    <PageFrame page="walletsV2">
      <RouteErrorState error={error} />
    </PageFrame>
  ),
});

import { createFileRoute } from '@tanstack/react-router';
import { PageFrame } from '../features/shell/page-frame.tsx';
import { PortfolioPage } from '../features/wallets/portfolio-page.tsx';
import { walletsQueryOptions } from '../features/wallets/wallet-queries.ts';

export const Route = createFileRoute('/_auth/wallets-v2')({
  loader: ({ context }) => context.queryClient.ensureQueryData(walletsQueryOptions()),
  component: function WalletsV2() {
    return (
      <PageFrame page="walletsV2">
        <PortfolioPage />
      </PageFrame>
    );
  },
});

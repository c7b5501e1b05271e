import { createFileRoute } from '@tanstack/react-router';
import { assetsQueryOptions } from '../api/assets.ts';
import { PageFrame } from '../features/shell/page-frame.tsx';
import { SwapPage } from '../features/wallets/swap-page.tsx';
import { swapConfigurationQueryOptions } from '../features/wallets/operation-queries.ts';
import { walletsQueryOptions } from '../features/wallets/wallet-queries.ts';

// Asset codes are capitals; a hand-typed address may not be.
const origin = (params: { origin: string }) => params.origin.toUpperCase();

export const Route = createFileRoute('/_auth/wallets/my-wallets/swap/$origin')({
  loader: ({ context }) =>
    Promise.all([
      context.queryClient.ensureQueryData(walletsQueryOptions()),
      context.queryClient.ensureQueryData(swapConfigurationQueryOptions()),
      context.queryClient.prefetchQuery(assetsQueryOptions()),
    ]),
  component: function Swap() {
    const asset = origin(Route.useParams());
    return (
      <PageFrame page="swap">
        <SwapPage key={asset} origin={asset} />
      </PageFrame>
    );
  },
});

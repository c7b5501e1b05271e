import { createFileRoute } from '@tanstack/react-router';
import { assetsQueryOptions } from '../api/assets.ts';
import { PageFrame } from '../features/shell/page-frame.tsx';
import { useWithdrawTitle, WithdrawPage } from '../features/wallets/withdraw-page.tsx';
import {
  transactionConfigurationQueryOptions,
  withdrawalsQueryOptions,
} from '../features/wallets/operation-queries.ts';
import { walletsQueryOptions } from '../features/wallets/wallet-queries.ts';

// Asset codes are capitals; a hand-typed address may not be.
const origin = (params: { origin: string }) => params.origin.toUpperCase();

export const Route = createFileRoute('/_auth/wallets/my-wallets/withdraw/$origin')({
  loader: ({ context, params }) =>
    Promise.all([
      context.queryClient.ensureQueryData(walletsQueryOptions()),
      context.queryClient.ensureQueryData(transactionConfigurationQueryOptions()),
      context.queryClient.ensureQueryData(withdrawalsQueryOptions(origin(params))),
      context.queryClient.prefetchQuery(assetsQueryOptions()),
    ]),
  component: function Withdraw() {
    const asset = origin(Route.useParams());
    const title = useWithdrawTitle(asset);
    return (
      <PageFrame page="withdraw" title={title}>
        <WithdrawPage key={asset} origin={asset} />
      </PageFrame>
    );
  },
});

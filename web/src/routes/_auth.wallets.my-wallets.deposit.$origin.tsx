import { createFileRoute } from '@tanstack/react-router';
import { PageFrame } from '../features/shell/page-frame.tsx';
import { DepositError, DepositPage } from '../features/wallets/deposit-page.tsx';
import { depositAddressQueryOptions } from '../features/wallets/operation-queries.ts';

// Asset codes are capitals; a hand-typed address may not be.
const origin = (params: { origin: string }) => params.origin.toUpperCase();

export const Route = createFileRoute('/_auth/wallets/my-wallets/deposit/$origin')({
  loader: ({ context, params }) => context.queryClient.ensureQueryData(depositAddressQueryOptions(origin(params))),
  component: function Deposit() {
    return (
      <PageFrame page="deposit">
        <DepositPage origin={origin(Route.useParams())} />
      </PageFrame>
    );
  },
  errorComponent: ({ error }) => (
    <PageFrame page="deposit">
      <DepositError error={error} />
    </PageFrame>
  ),
});

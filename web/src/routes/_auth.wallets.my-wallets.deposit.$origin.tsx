import { createFileRoute } from '@tanstack/react-router';
import { PageFrame } from '../features/shell/page-frame.tsx';
import { DepositPage } from '../features/wallets/deposit-page.tsx';

export const Route = createFileRoute('/_auth/wallets/my-wallets/deposit/$origin')({
  component: function Deposit() {
    // Asset codes are capitals; a hand-typed address may not be.
    const origin = Route.useParams().origin.toUpperCase();
    return (
      <PageFrame page="deposit">
        <DepositPage origin={origin} />
      </PageFrame>
    );
  },
});

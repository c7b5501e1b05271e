import { createFileRoute } from '@tanstack/react-router';
import { PageFrame } from '../features/shell/page-frame.tsx';
import { WithdrawPage } from '../features/wallets/withdraw-page.tsx';

export const Route = createFileRoute('/_auth/wallets/my-wallets/withdraw/$origin')({
  component: function Withdraw() {
    // Asset codes are capitals; a hand-typed address may not be.
    const origin = Route.useParams().origin.toUpperCase();
    return (
      <PageFrame page="withdraw">
        <WithdrawPage key={origin} origin={origin} />
      </PageFrame>
    );
  },
});

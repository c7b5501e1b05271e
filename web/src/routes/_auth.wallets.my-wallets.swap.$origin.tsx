import { createFileRoute } from '@tanstack/react-router';
import { PageFrame } from '../features/shell/page-frame.tsx';
import { SwapPage } from '../features/wallets/swap-page.tsx';

export const Route = createFileRoute('/_auth/wallets/my-wallets/swap/$origin')({
  component: function Swap() {
    // Asset codes are capitals; a hand-typed address may not be.
    const origin = Route.useParams().origin.toUpperCase();
    return (
      <PageFrame page="swap">
        <SwapPage key={origin} origin={origin} />
      </PageFrame>
    );
  },
});

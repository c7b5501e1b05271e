import { createFileRoute } from '@tanstack/react-router';
import { useAuth } from '../features/auth/use-auth.ts';
import { PageFrame } from '../features/shell/page-frame.tsx';
import { MyWalletsPage } from '../features/wallets/my-wallets-page.tsx';
import { walletsQueryOptions } from '../features/wallets/wallet-queries.ts';

export const Route = createFileRoute('/_auth/wallets/my-wallets/')({
  // Where a sign-in lands: the page shows with its balances, not a loading line and then a table.
  loader: ({ context }) => context.queryClient.ensureQueryData(walletsQueryOptions()),
  component: function MyWallets() {
    // The layout's guard let only a signed-in user in; the session is in the cache by now.
    const { user } = useAuth();
    return <PageFrame page="myWallets">{user && <MyWalletsPage user={user} />}</PageFrame>;
  },
});

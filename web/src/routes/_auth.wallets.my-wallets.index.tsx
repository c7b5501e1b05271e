import { createFileRoute } from '@tanstack/react-router';
import { getListWalletsQueryOptions } from '../api/generated/endpoints/wallet/wallet.ts';
import { useAuth } from '../features/auth/use-auth.ts';
import { PageFrame } from '../features/shell/page-frame.tsx';
import { MyWalletsPage } from '../features/wallets/my-wallets-page.tsx';

export const Route = createFileRoute('/_auth/wallets/my-wallets/')({
  // Where a sign-in lands: the page shows with its balances, not a loading line and then a table.
  // A failure is kept in the cache, where the page shows it with a retry.
  loader: ({ context }) => context.queryClient.prefetchQuery(getListWalletsQueryOptions()),
  component: function MyWallets() {
    // The layout's guard let only a signed-in user in; the session is in the cache by now.
    const { user } = useAuth();
    return <PageFrame page="myWallets">{user && <MyWalletsPage user={user} />}</PageFrame>;
  },
});

import { createFileRoute } from '@tanstack/react-router';
import { useAuth } from '../features/auth/use-auth.ts';
import { PageFrame } from '../features/shell/page-frame.tsx';
import { MyWalletsPage } from '../features/wallets/my-wallets-page.tsx';

export const Route = createFileRoute('/_auth/wallets/my-wallets/')({
  component: function MyWallets() {
    // The layout's guard let only a signed-in user in; the session is in the cache by now.
    const { user } = useAuth();
    return <PageFrame page="myWallets">{user && <MyWalletsPage user={user} />}</PageFrame>;
  },
});

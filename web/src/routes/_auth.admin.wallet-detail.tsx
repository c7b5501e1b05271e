import { createFileRoute } from '@tanstack/react-router';
import { getUserWalletsPath } from '../api/generated/parameters.ts';
import { searchOf } from '../api/search-values.ts';
import { PageFrame } from '../features/shell/page-frame.tsx';
import { WalletDetailPage } from '../features/wallets/admin/wallet-detail-page.tsx';

// The member's uid, with the rule of getUserWallets' path parameter.
const validateSearch = searchOf(getUserWalletsPath);

export const Route = createFileRoute('/_auth/admin/wallet-detail')({
  validateSearch,
  component: function AdminWalletDetail() {
    const search = Route.useSearch();
    return (
      <PageFrame page="adminWalletDetail">
        {/* The picker starts from the member in the address, also after back and forward. */}
        <WalletDetailPage key={search.uid ?? ''} search={search} />
      </PageFrame>
    );
  },
});

import { createFileRoute } from '@tanstack/react-router';
import { PageFrame } from '../features/shell/page-frame.tsx';
import { validateWalletDetailSearch } from '../features/wallets/admin/search.ts';
import { WalletDetailPage } from '../features/wallets/admin/wallet-detail-page.tsx';

export const Route = createFileRoute('/_auth/admin/wallet-detail')({
  validateSearch: validateWalletDetailSearch,
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

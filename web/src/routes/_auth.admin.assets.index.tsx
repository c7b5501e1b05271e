import { createFileRoute } from '@tanstack/react-router';
import { listAdminAssetsQuery } from '../api/generated/parameters.ts';
import { searchOf } from '../api/search-values.ts';
import { PageFrame } from '../features/shell/page-frame.tsx';
import { AssetsPage } from '../features/wallets/admin/assets-page.tsx';
import { adminAssetsQueryOptions } from '../features/wallets/admin/queries.ts';

const validateSearch = searchOf(listAdminAssetsQuery);

export const Route = createFileRoute('/_auth/admin/assets/')({
  validateSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(adminAssetsQueryOptions(deps)),
  component: function AdminAssets() {
    return (
      <PageFrame page="adminAssets">
        <AssetsPage search={Route.useSearch()} />
      </PageFrame>
    );
  },
});

import { createFileRoute } from '@tanstack/react-router';
import { pageSearch } from '../api/paging.ts';
import { kycConfigurationQueryOptions } from '../features/configuration/configuration-queries.ts';
import { KycSettingPage } from '../features/configuration/kyc-setting-page.tsx';
import { kycReviewsQueryOptions } from '../features/kyc/kyc-queries.ts';
import { KycReviewQueue } from '../features/kyc/review-queue.tsx';
import { PageFrame } from '../features/shell/page-frame.tsx';
import { page } from '../styles/layout.css.ts';

export const Route = createFileRoute('/_auth/admin/setting/kyc')({
  validateSearch: pageSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    Promise.all([
      context.queryClient.ensureQueryData(kycConfigurationQueryOptions()),
      context.queryClient.ensureQueryData(kycReviewsQueryOptions(deps)),
    ]),
  component: function AdminKycSetting() {
    return (
      <PageFrame page="adminSettingKyc">
        <div className={page}>
          <KycSettingPage />
          <KycReviewQueue search={Route.useSearch()} />
        </div>
      </PageFrame>
    );
  },
});

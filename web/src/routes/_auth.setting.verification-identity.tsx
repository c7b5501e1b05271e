import { createFileRoute } from '@tanstack/react-router';
import { kycSessionQueryOptions } from '../features/kyc/kyc-queries.ts';
import { VerificationPage } from '../features/kyc/verification-page.tsx';
import { PageFrame } from '../features/shell/page-frame.tsx';
import { RouteErrorState } from '../ui/page-state/error-state.tsx';
import { PendingState } from '../ui/page-state/pending-state.tsx';

export const Route = createFileRoute('/_auth/setting/verification-identity')({
  loader: ({ context }) => context.queryClient.ensureQueryData(kycSessionQueryOptions()),
  component: function VerificationIdentity() {
    return (
      <PageFrame page="verificationIdentity">
        <VerificationPage />
      </PageFrame>
    );
  },
  pendingComponent: () => (
    <PageFrame page="verificationIdentity">
      <PendingState />
    </PageFrame>
  ),
  errorComponent: ({ error }) => (
    <PageFrame page="verificationIdentity">
      <RouteErrorState error={error} />
    </PageFrame>
  ),
});

import { createFileRoute } from '@tanstack/react-router';
import { kycSessionQueryOptions } from '../features/kyc/kyc-queries.ts';
import { VerificationPage } from '../features/kyc/verification-page.tsx';
import { PageFrame } from '../features/shell/page-frame.tsx';

// No pending or error component of its own: each would be one more chunk the router's table names on every
// page's critical path; the router's defaults serve.
export const Route = createFileRoute('/_auth/setting/verification-identity')({
  loader: ({ context }) => context.queryClient.ensureQueryData(kycSessionQueryOptions()),
  component: function VerificationIdentity() {
    return (
      <PageFrame page="verificationIdentity">
        <VerificationPage />
      </PageFrame>
    );
  },
});

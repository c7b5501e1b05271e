import { createFileRoute } from '@tanstack/react-router';
import { servicesQueryOptions } from '../features/service/queries.ts';
import { ServicesPage } from '../features/service/services-page.tsx';
import { PageFrame } from '../features/shell/page-frame.tsx';
import { RouteErrorState } from '../ui/page-state/error-state.tsx';
import { PendingState } from '../ui/page-state/pending-state.tsx';

export const Route = createFileRoute('/_auth/service')({
  loader: ({ context }) => context.queryClient.ensureQueryData(servicesQueryOptions()),
  component: function Services() {
    return (
      <PageFrame page="service">
        <ServicesPage />
      </PageFrame>
    );
  },
  pendingComponent: () => (
    <PageFrame page="service">
      <PendingState />
    </PageFrame>
  ),
  errorComponent: ({ error }) => (
    <PageFrame page="service">
      <RouteErrorState error={error} />
    </PageFrame>
  ),
});

import { createFileRoute } from '@tanstack/react-router';
import { servicesQueryOptions } from '../features/service/queries.ts';
import { ServicesPage } from '../features/service/services-page.tsx';
import { PageFrame } from '../features/shell/page-frame.tsx';

export const Route = createFileRoute('/_auth/service')({
  loader: ({ context }) => context.queryClient.ensureQueryData(servicesQueryOptions()),
  component: function Services() {
    return (
      <PageFrame page="service">
        <ServicesPage />
      </PageFrame>
    );
  },
});

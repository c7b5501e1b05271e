import { createFileRoute } from '@tanstack/react-router';
import { TierFormPage } from '../features/booster/tier-form-page.tsx';
import { PageFrame } from '../features/shell/page-frame.tsx';

export const Route = createFileRoute('/_auth/admin/pack-booster/new')({
  component: function AdminPackBoosterNew() {
    return (
      <PageFrame page="adminPackBoosterNew">
        <TierFormPage />
      </PageFrame>
    );
  },
});

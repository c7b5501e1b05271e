import { createFileRoute } from '@tanstack/react-router';
import { PackFormPage } from '../features/arbitrage/pack-form-page.tsx';
import { PageFrame } from '../features/shell/page-frame.tsx';

export const Route = createFileRoute('/_auth/admin/pack-arbitrage/new')({
  component: function AdminPackArbitrageNew() {
    return (
      <PageFrame page="adminPackArbitrageNew">
        <PackFormPage />
      </PageFrame>
    );
  },
});

import { createFileRoute } from '@tanstack/react-router';
import { AdminHomePage } from '../features/admin/admin-home-page.tsx';

export const Route = createFileRoute('/_auth/admin/')({
  component: AdminHomePage,
});

import { createFileRoute } from '@tanstack/react-router';
import { notificationListQueryOptions } from '../features/notifications/notification-queries.ts';
import { NotificationsPageError } from '../features/notifications/notifications-page-error.tsx';
import { NotificationsPagePending } from '../features/notifications/notifications-page-pending.tsx';
import { NotificationsPage } from '../features/notifications/notifications-page.tsx';

export const Route = createFileRoute('/_auth/dashboard')({
  loader: ({ context }) => context.queryClient.ensureQueryData(notificationListQueryOptions()),
  component: NotificationsPage,
  pendingComponent: NotificationsPagePending,
  errorComponent: NotificationsPageError,
});

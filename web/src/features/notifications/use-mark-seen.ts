import { useQueryClient } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { useMarkNotificationSeen } from '../../api/generated/endpoints/notification/notification.ts';
import { showErrorToast } from '../../ui/toast/toast.ts';
import { messages } from './messages.ts';
import { notificationListQueryKey } from './notification-queries.ts';

/**
 * Marks one notification as seen (PUT /notification/{id}), then reloads the list; a failure is a
 * toast with the server's message, or the error's own, as the product's error catalogue asks.
 */
export function useMarkSeen() {
  const queryClient = useQueryClient();
  const intl = useIntl();
  return useMarkNotificationSeen({
    mutation: {
      onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationListQueryKey() }),
      // An ApiError's message is the server's; any other error (the network) has its own.
      onError: (error) => showErrorToast(error.message || intl.formatMessage(messages.markSeenFailed)),
    },
  });
}

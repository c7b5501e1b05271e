import { useIntl } from 'react-intl';
import { useMarkNotificationSeen } from '../../api/generated/endpoints/notification/notification.ts';
import { showErrorToast } from '../../ui/toast/toast.ts';
import { messages } from './messages.ts';

/**
 * Marks one notification as seen (PUT /notification/{id}), then reloads the list; a failure is a
 * toast with the server's message, or the error's own, as the product's error catalogue asks.
 */
export function useMarkSeen() {
  const intl = useIntl();
  return useMarkNotificationSeen({
    mutation: {
      // An ApiError's message is the server's; any other error (the network) has its own.
      onError: (error) => showErrorToast(error.message || intl.formatMessage(messages.markSeenFailed)),
    },
  });
}

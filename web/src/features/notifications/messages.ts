import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  title: {
    id: 'shell.notifications.title',
    defaultMessage: 'Notifications',
    description: 'Heading of the notifications panel opened by the bell',
  },
  open: {
    id: 'shell.notifications.open',
    defaultMessage: 'Notifications',
    description: 'Accessible name of the bell button that opens the notifications',
  },
  hasUnseen: {
    id: 'shell.notifications.hasUnseen',
    defaultMessage: 'Vous avez des notifications non lues.',
    description: 'Description of the bell button when the red dot shows',
  },
  loading: {
    id: 'shell.notifications.loading',
    defaultMessage: 'Chargement des notifications…',
    description: 'Shown while the notifications load',
  },
  empty: {
    id: 'shell.notifications.empty',
    defaultMessage: 'Aucune notification.',
    description: 'Shown when the member has no notification',
  },
  unseen: {
    id: 'shell.notifications.unseen',
    defaultMessage: 'Non lue',
    description: 'Badge of a notification that has not been seen yet',
  },
  markSeenHint: {
    id: 'shell.notifications.markSeenHint',
    defaultMessage: 'Activer pour marquer comme lue',
    description: 'Read by screen readers on an unseen notification: activating it marks it as seen',
  },
  loadFailed: {
    id: 'shell.notifications.loadFailed',
    defaultMessage: 'La requête a échoué.',
    description: 'Shown when the notifications could not be loaded and the server gave no message',
  },
  markSeenFailed: {
    id: 'shell.notifications.markSeenFailed',
    defaultMessage: 'La notification n’a pas pu être marquée comme lue.',
    description: 'Toast when marking a notification as seen failed and the server gave no message',
  },
  retry: {
    id: 'shell.notifications.retry',
    defaultMessage: 'Réessayer',
    description: 'Button that loads the notifications again after a failure',
  },
});

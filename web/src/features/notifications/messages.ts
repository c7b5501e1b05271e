import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  title: {
    id: 'notifications.title',
    defaultMessage: 'Vos notifications',
    description: 'Heading of the home page, above the list of notifications',
  },
  loading: {
    id: 'notifications.loading',
    defaultMessage: 'Chargement des notifications…',
    description: 'Shown while the notifications load',
  },
  empty: {
    id: 'notifications.empty',
    defaultMessage: 'Aucune notification.',
    description: 'Shown when the member has no notification',
  },
  unseen: {
    id: 'notifications.unseen',
    defaultMessage: 'Non lue',
    description: 'Badge of a notification that has not been seen yet',
  },
  markSeenHint: {
    id: 'notifications.markSeenHint',
    defaultMessage: 'Activer pour marquer comme lue',
    description: 'Read by screen readers on an unseen notification: activating it marks it as seen',
  },
  loadFailed: {
    id: 'notifications.loadFailed',
    defaultMessage: 'La requête a échoué.',
    description: 'Shown when the notifications could not be loaded and the server gave no message',
  },
  markSeenFailed: {
    id: 'notifications.markSeenFailed',
    defaultMessage: 'La notification n’a pas pu être marquée comme lue.',
    description: 'Toast when marking a notification as seen failed and the server gave no message',
  },
  retry: {
    id: 'notifications.retry',
    defaultMessage: 'Réessayer',
    description: 'Button that loads the notifications again after a failure',
  },
});

import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  title: {
    id: 'maintenance.title',
    defaultMessage: 'Site en maintenance',
    description: 'Heading of the full-screen maintenance page',
  },
  comingBack: {
    id: 'maintenance.comingBack',
    defaultMessage: 'Notre équipe revient très vite.',
    description: 'Maintenance page: the team is coming back soon',
  },
  roundTheClock: {
    id: 'maintenance.roundTheClock',
    defaultMessage: 'Le problème est en cours de résolution, jour et nuit.',
    description: 'Maintenance page: the problem is being fixed around the clock',
  },
});

import { defineMessages, useIntl } from 'react-intl';
import { Link } from '../../ui/link/link.tsx';
import * as styles from './shell.css.ts';

// Beside the page rather than in messages.ts, which the entry chunk holds: few visits show it.
const messages = defineMessages({
  notFoundTitle: {
    id: 'shell.notFound.title',
    defaultMessage: 'Page introuvable',
    description: 'Heading of the page shown for an unknown address',
  },
  notFoundBody: {
    id: 'shell.notFound.body',
    defaultMessage: 'La page demandée n’existe pas ou a été déplacée.',
    description: 'Text of the page shown for an unknown address',
  },
  notFoundHome: {
    id: 'shell.notFound.home',
    defaultMessage: 'Retour à l’accueil',
    description: 'Link from the not-found page to the home page',
  },
});

export function NotFoundPage() {
  const intl = useIntl();
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{intl.formatMessage(messages.notFoundTitle)}</h1>
      <p>{intl.formatMessage(messages.notFoundBody)}</p>
      <p>
        <Link to="/">{intl.formatMessage(messages.notFoundHome)}</Link>
      </p>
    </div>
  );
}

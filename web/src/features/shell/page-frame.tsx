import { useId, type ReactNode } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { Breadcrumbs } from '../../ui/breadcrumbs/breadcrumbs.tsx';
import { trail, type PageKey } from './pages.ts';
import * as styles from './shell.css.ts';

// Beside the frame rather than in messages.ts, which the entry chunk holds: the sign-in page needs none.
const messages = defineMessages({
  home: { id: 'shell.home', defaultMessage: 'Accueil', description: 'Logo link to the root path; first breadcrumb' },
  breadcrumb: {
    id: 'shell.breadcrumb',
    defaultMessage: 'Fil d’Ariane',
    description: 'Accessible name of the breadcrumb navigation',
  },
  comingSoonTitle: {
    id: 'comingSoon.title',
    defaultMessage: 'Bientôt disponible',
    description: 'Heading of a page whose content is not available yet',
  },
  comingSoonBody: {
    id: 'comingSoon.body',
    defaultMessage: 'Cette page n’est pas encore disponible. Elle arrive dans une prochaine version.',
    description: 'Text of a page whose content is not available yet',
  },
});

/**
 * The frame of a page of the shell: its breadcrumb and its h1 (the page's name, or a `title` that says
 * more), then the page. A page whose feature has not landed yet has no children and says so.
 */
export function PageFrame({ page, title, children }: { page: PageKey; title?: string; children?: ReactNode }) {
  const intl = useIntl();
  const chain = trail(page);
  const crumbs = [
    { name: intl.formatMessage(messages.home), path: '/' as const },
    ...chain.map(({ title, path }) => ({ name: intl.formatMessage(title), path })),
  ];
  const current = chain[chain.length - 1]!;
  return (
    <div className={styles.page}>
      <Breadcrumbs items={crumbs} label={intl.formatMessage(messages.breadcrumb)} />
      <h1 className={styles.title}>{title ?? intl.formatMessage(current.title)}</h1>
      {children ?? <ComingSoon />}
    </div>
  );
}

function ComingSoon() {
  const intl = useIntl();
  const titleId = useId();
  return (
    <section className={styles.comingSoon} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.comingSoonTitle}>
        {intl.formatMessage(messages.comingSoonTitle)}
      </h2>
      <p>{intl.formatMessage(messages.comingSoonBody)}</p>
    </section>
  );
}

/** The route component of a page whose feature lands later: one line per route. */
export function comingSoon(page: PageKey) {
  return function ComingSoonPage() {
    return <PageFrame page={page} />;
  };
}

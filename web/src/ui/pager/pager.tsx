import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { Button } from '../button/button.tsx';
import * as styles from './pager.css.ts';

const messages = defineMessages({
  previous: { id: 'pager.previous', defaultMessage: 'Page précédente', description: 'Pager button' },
  next: { id: 'pager.next', defaultMessage: 'Page suivante', description: 'Pager button' },
});

const pageOf = defineMessage<{ page: number; pages: number }>({
  id: 'pager.pageOf',
  defaultMessage: 'Page {page} sur {pages}',
  description: 'Pager: the current page and the number of pages',
});

export interface PagerProps {
  /** The current page, from 1. */
  page: number;
  /** How many pages there are (at least 1). */
  pages: number;
  onChange: (page: number) => void;
  /** The accessible name of the navigation landmark: "Pages des transactions". */
  label: string;
  /** While the next page loads: the buttons wait. */
  isPending?: boolean;
}

/** Server-side paging: previous and next buttons around "page N of M"; nothing when there is one page. */
export function Pager({ page, pages, onChange, label, isPending = false }: PagerProps) {
  const intl = useIntl();
  if (pages <= 1 && page <= 1) return null;
  return (
    <nav className={styles.pager} aria-label={label}>
      <Button
        variant="secondary"
        isDisabled={page <= 1 || isPending}
        onPress={() => onChange(Math.min(page - 1, pages))}
      >
        {intl.formatMessage(messages.previous)}
      </Button>
      <span className={styles.status}>{intl.formatMessage(pageOf, { page, pages })}</span>
      <Button variant="secondary" isDisabled={page >= pages || isPending} onPress={() => onChange(page + 1)}>
        {intl.formatMessage(messages.next)}
      </Button>
    </nav>
  );
}

import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { Button } from '../button/button.tsx';
import * as styles from './pager.css.ts';
import { usePage } from './use-page.ts';

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
  /** The list's answer: how many rows it has in all, and how many a page holds. */
  of: { total: number; pageSize: number };
  /** The accessible name of the navigation landmark: "Pages des transactions". */
  label: string;
  /** While the next page loads: the buttons wait. */
  isPending?: boolean;
}

/**
 * Server-side paging through the address (`?page=2`, use-page.ts): previous and next buttons around
 * "page N of M"; nothing when there is one page.
 */
export function Pager({ of, label, isPending = false }: PagerProps) {
  const intl = useIntl();
  const [page, setPage] = usePage();
  // An empty list shows as page 1 of 1.
  const pages = Math.max(1, Math.ceil(of.total / of.pageSize));
  if (pages <= 1 && page <= 1) return null;
  return (
    <nav className={styles.pager} aria-label={label}>
      <Button
        variant="secondary"
        isDisabled={page <= 1 || isPending}
        onPress={() => setPage(Math.min(page - 1, pages))}
      >
        {intl.formatMessage(messages.previous)}
      </Button>
      <span className={styles.status}>{intl.formatMessage(pageOf, { page, pages })}</span>
      <Button variant="secondary" isDisabled={page >= pages || isPending} onPress={() => setPage(page + 1)}>
        {intl.formatMessage(messages.next)}
      </Button>
    </nav>
  );
}

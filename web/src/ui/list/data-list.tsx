import type { ReactElement, ReactNode } from 'react';
import type { TableProps } from 'react-aria-components';
import { muted } from '../../styles/layout.css.ts';
import { visuallyHidden } from '../../styles/visually-hidden.css.ts';
import { Pager, type PagerProps } from '../pager/pager.tsx';
import { Table, TableBody, TableEmpty, TableHeader } from '../table/table.tsx';
import * as styles from './data-list.css.ts';
import { useListSort } from './use-list-sort.ts';

export interface DataListProps<T extends object> extends Omit<
  TableProps,
  'children' | 'className' | 'aria-label' | 'sortDescriptor' | 'onSortChange'
> {
  /** The table's accessible name. */
  label: string;
  /** How many rows match ("12 résultats"), above the table, spoken when it changes. */
  count: string;
  /** `status` when the count is the list's one status message; a polite live line otherwise. */
  countRole?: 'status';
  /** What acts on the whole list (its CSV export): at the end of the count's line, the same place on every list. */
  tools?: ReactNode;
  /** The table's columns (`<Column>`s). */
  columns: ReactNode;
  items: T[];
  /** A row per item (`<Row>` of `<Cell>`s): a feature composes its own (status pills, amounts, a drawer's trigger). */
  children: (item: T) => ReactElement;
  /** Rows are cached by item: what else they are drawn from (the language, the columns shown). */
  dependencies?: readonly unknown[];
  /** What the table says when no row matches. */
  empty: string;
  /** Below the table, for a list the server pages: its page is in the address. */
  pager?: PagerProps;
  /** Given, the table is marked busy (dimmed) while it is true: the previous page stays while the next loads. */
  busy?: boolean;
  /**
   * The API's default order (`-created_at`): the columns with `allowsSorting` (their `id` the API's field)
   * then sort the list through the address (`?sort=amount`, use-list-sort.ts).
   */
  sort?: string;
  /**
   * One line per record in a table, and on a phone (a box under 44rem) two lines drawn from the cells'
   * `phone` slots (ui/table, styles/responsive-table.css.ts). The list pattern every list moves to.
   */
  records?: boolean;
  /**
   * Older lists: below this width of its box the table shows one card per row; give each `<Cell>` a
   * `data-label` naming its column. Not with `records`.
   */
  cardsBelow?: 'narrow' | 'medium' | 'wide' | 'widest';
}

/** The one list of the app: count and tools, table, empty state, pager. Paging, order and filters live in the address. */
export function DataList<T extends object>({ sort, ...props }: DataListProps<T>) {
  return sort === undefined ? <ListBody {...props} /> : <SortedList sort={sort} {...props} />;
}

function SortedList<T extends object>({ sort, ...props }: DataListProps<T> & { sort: string }) {
  const [sortDescriptor, onSortChange] = useListSort(sort);
  return <ListBody {...props} sortDescriptor={sortDescriptor} onSortChange={onSortChange} />;
}

function ListBody<T extends object>({
  label,
  count,
  countRole,
  tools,
  columns,
  items,
  children,
  dependencies,
  empty,
  pager,
  busy,
  records = false,
  cardsBelow,
  ...tableProps
}: Omit<DataListProps<T>, 'sort'> & Pick<TableProps, 'sortDescriptor' | 'onSortChange'>) {
  const grid = (
    <Table aria-label={label} {...tableProps} data-cards-below={cardsBelow} data-records={records ? '' : undefined}>
      <TableHeader>{columns}</TableHeader>
      <TableBody items={items} dependencies={dependencies} renderEmptyState={() => <TableEmpty>{empty}</TableEmpty>}>
        {children}
      </TableBody>
    </Table>
  );
  const table = cardsBelow || records ? <div data-table-box>{grid}</div> : grid;
  // With no row, the table's empty state says it: the count stays only for screen readers' announcement.
  const countLine = (
    <p
      className={items.length === 0 ? visuallyHidden : muted}
      {...(countRole ? { role: countRole } : { 'aria-live': 'polite' })}
    >
      {count}
    </p>
  );
  return (
    <>
      {tools ? <ListHead tools={tools}>{countLine}</ListHead> : countLine}
      {busy === undefined ? (
        table
      ) : (
        <div className={busy ? styles.busy : undefined} aria-busy={busy}>
          {table}
        </div>
      )}
      {pager && <Pager isPending={busy} {...pager} />}
    </>
  );
}

/**
 * The count's line of a list: the count at its start, the list's tools (its export) at its end. A list
 * still loading, or refused its filters, shows its tools here alone, where they will stay.
 */
export function ListHead({ tools, children }: { tools: ReactNode; children?: ReactNode }) {
  return (
    <div className={styles.head}>
      {children}
      <div className={styles.tools}>{tools}</div>
    </div>
  );
}

import type { ReactElement, ReactNode } from 'react';
import type { TableProps } from 'react-aria-components';
import { muted } from '../../styles/layout.css.ts';
import { visuallyHidden } from '../../styles/visually-hidden.css.ts';
import { Pager, type PagerProps } from '../pager/pager.tsx';
import { Table, TableBody, TableEmpty, TableHeader } from '../table/table.tsx';
import * as styles from './data-list.css.ts';

export interface DataListProps<T extends object> extends Omit<TableProps, 'children' | 'className' | 'aria-label'> {
  /** The table's accessible name. */
  label: string;
  /** How many rows match ("12 résultats"), above the table, spoken when it changes. */
  count: string;
  /** `status` when the count is the list's one status message; a polite live line otherwise. */
  countRole?: 'status';
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
   * Below this width of its box the table shows one card per row (styles/responsive-table.css.ts): give
   * each `<Cell>` a `data-label` naming its column. `wide` for 8 columns or more.
   */
  cardsBelow?: 'narrow' | 'medium' | 'wide' | 'widest';
}

/** The one list of the app: count, table, empty state, pager. Paging and filters live in the address. */
export function DataList<T extends object>({
  label,
  count,
  countRole,
  columns,
  items,
  children,
  dependencies,
  empty,
  pager,
  busy,
  cardsBelow,
  ...tableProps
}: DataListProps<T>) {
  const grid = (
    <Table aria-label={label} {...tableProps} data-cards-below={cardsBelow}>
      <TableHeader>{columns}</TableHeader>
      <TableBody items={items} dependencies={dependencies} renderEmptyState={() => <TableEmpty>{empty}</TableEmpty>}>
        {children}
      </TableBody>
    </Table>
  );
  const table = cardsBelow ? <div data-table-box>{grid}</div> : grid;
  return (
    <>
      {/* With no row, the table's empty state says it: the count stays only for screen readers' announcement. */}
      <p
        className={items.length === 0 ? visuallyHidden : muted}
        {...(countRole ? { role: countRole } : { 'aria-live': 'polite' })}
      >
        {count}
      </p>
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

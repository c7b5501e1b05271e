import type { ReactNode } from 'react';
import {
  Cell as AriaCell,
  Column as AriaColumn,
  Row as AriaRow,
  Table as AriaTable,
  TableBody,
  TableHeader,
  composeRenderProps,
  type CellProps,
  type ColumnProps,
  type RowProps,
  type TableProps,
} from 'react-aria-components';
import * as styles from './table.css.ts';

const join =
  (base: string) =>
  (extra: string | undefined): string =>
    [base, extra].filter(Boolean).join(' ');

/** A data grid: arrow keys move between cells, screen readers announce rows and columns. */
export function Table({ className, ...props }: TableProps) {
  return (
    <div className={styles.container}>
      <AriaTable {...props} className={composeRenderProps(className, join(styles.table))} />
    </div>
  );
}

/**
 * `numeric`: a column of amounts or counts, its figures right-aligned under a right-aligned name.
 * `allowsSorting` (with the column's `id` as the list's API names it): its name sorts the list, an arrow says how.
 */
export function Column({
  className,
  numeric = false,
  children,
  ...props
}: Omit<ColumnProps, 'children'> & { numeric?: boolean; children?: ReactNode }) {
  const base = numeric ? `${styles.column} ${styles.numeric}` : styles.column;
  return (
    <AriaColumn {...props} className={composeRenderProps(className, join(base))}>
      {({ allowsSorting, sortDirection }) =>
        allowsSorting ? (
          <span className={styles.sortable}>
            {children}
            <svg
              className={styles.sortArrow}
              data-direction={sortDirection ?? 'none'}
              viewBox="0 0 24 24"
              aria-hidden="true"
              focusable="false"
            >
              <path fill="currentColor" d="M7 14l5-5 5 5z" />
            </svg>
          </span>
        ) : (
          children
        )
      }
    </AriaColumn>
  );
}

export function Row<T extends object>({ className, ...props }: RowProps<T>) {
  return <AriaRow {...props} className={composeRenderProps(className, join(styles.row))} />;
}

/**
 * Where a record's line puts this cell on a phone (styles/responsive-table.css.ts): the first line holds
 * `title` and `note` (what and when), the second `figure` and `status`. `open` (the chevron) and a cell
 * without a slot show only in the table: on a phone the whole line opens the record's drawer.
 */
export type PhoneSlot = 'title' | 'note' | 'figure' | 'status' | 'open';

export function Cell({
  className,
  numeric = false,
  phone,
  ...props
}: CellProps & { numeric?: boolean; phone?: PhoneSlot }) {
  const base = numeric ? `${styles.cell} ${styles.numeric}` : styles.cell;
  return <AriaCell {...props} data-phone={phone} className={composeRenderProps(className, join(base))} />;
}

export { TableBody, TableHeader };

/** A table's empty state (TableBody's renderEmptyState): what it says when it has no row. */
export function TableEmpty({ children }: { children: string }) {
  return <p className={styles.empty}>{children}</p>;
}

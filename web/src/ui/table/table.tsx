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

/** `numeric`: a column of amounts or counts, its figures right-aligned under a right-aligned name. */
export function Column({ className, numeric = false, ...props }: ColumnProps & { numeric?: boolean }) {
  const base = numeric ? `${styles.column} ${styles.numeric}` : styles.column;
  return <AriaColumn {...props} className={composeRenderProps(className, join(base))} />;
}

export function Row<T extends object>({ className, ...props }: RowProps<T>) {
  return <AriaRow {...props} className={composeRenderProps(className, join(styles.row))} />;
}

export function Cell({ className, numeric = false, ...props }: CellProps & { numeric?: boolean }) {
  const base = numeric ? `${styles.cell} ${styles.numeric}` : styles.cell;
  return <AriaCell {...props} className={composeRenderProps(className, join(base))} />;
}

export { TableBody, TableHeader };

/** A table's empty state (TableBody's renderEmptyState): what it says when it has no row. */
export function TableEmpty({ children }: { children: string }) {
  return <p className={styles.empty}>{children}</p>;
}

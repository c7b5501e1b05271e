import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { ApiError } from '../../../api/fetcher.ts';
import {
  getListAllTransactionsQueryOptions,
  getListTransactionsQueryOptions,
} from '../../../api/generated/endpoints/transaction/transaction.ts';
import type { Transaction } from '../../../api/generated/model/transaction.ts';
import { useLanguage } from '../../../i18n/language-provider.tsx';
import { Button } from '../../../ui/button/button.tsx';
import { pageCount } from '../../../ui/pager/page-count.ts';
import { Pager } from '../../../ui/pager/pager.tsx';
import { Cell, Column, Row, Table, TableBody, TableHeader } from '../../../ui/table/table.tsx';
import { decimalsOf, formatAmount } from '../money.ts';
import {
  addressLine,
  amountWithAsset,
  hashLine,
  incomingAmount,
  messages,
  outgoingAmount,
  statusNames,
  transactionCount,
  typeNames,
} from './messages.ts';
import {
  isDateRangeValid,
  listParams,
  type TransactionFilterValues,
  type TransactionScope,
} from './transaction-search.ts';
import * as styles from './transactions.css.ts';

/** The query of a transaction list: the member's own, or every member's for administrators. */
export function transactionsQueryOptions(scope: TransactionScope, values: TransactionFilterValues) {
  const params = listParams(values, scope);
  return scope === 'admin' ? getListAllTransactionsQueryOptions(params) : getListTransactionsQueryOptions(params);
}

export interface TransactionTableProps {
  scope: TransactionScope;
  values: TransactionFilterValues;
  /** Called with the same filters on another page. */
  onChange: (values: TransactionFilterValues) => void;
  /** A column with the member each transaction belongs to (administrators' lists). */
  showUsername?: boolean;
  /** The table's accessible name; "Transactions" by default. */
  label?: string;
}

/**
 * One page of transactions for the filters, with the count and a pager (the server pages); the
 * previous page stays shown, dimmed, while the next one loads.
 */
export function TransactionTable({ scope, values, onChange, showUsername = false, label }: TransactionTableProps) {
  const intl = useIntl();
  const rangeValid = isDateRangeValid(values);
  const query = useQuery({
    ...transactionsQueryOptions(scope, values),
    enabled: rangeValid,
    placeholderData: keepPreviousData,
  });

  // The filters already say what is wrong with the dates; nothing is asked of the server.
  if (!rangeValid) return null;

  if (query.isPending) {
    return (
      <p role="status" className={styles.status}>
        {intl.formatMessage(messages.loading)}
      </p>
    );
  }

  if (query.isError) {
    const { error } = query;
    return (
      <div role="alert" className={styles.errorBox}>
        <p className={styles.errorMessage}>
          {error instanceof ApiError && error.message.trim() !== ''
            ? error.message
            : intl.formatMessage(messages.loadFailed)}
        </p>
        <Button variant="secondary" onPress={() => void query.refetch()}>
          {intl.formatMessage(messages.retry)}
        </Button>
      </div>
    );
  }

  const { data } = query;
  const pages = pageCount(data);
  const loadingNext = query.isPlaceholderData;

  return (
    <div className={styles.list}>
      <p role="status" className={styles.muted}>
        {intl.formatMessage(transactionCount, { total: data.total })}
      </p>
      <div className={loadingNext ? styles.busy : undefined} aria-busy={loadingNext}>
        <Table aria-label={label ?? intl.formatMessage(messages.table)}>
          <TableHeader>
            <Column isRowHeader>{intl.formatMessage(messages.reference)}</Column>
            <Column>{intl.formatMessage(messages.date)}</Column>
            {showUsername ? <Column>{intl.formatMessage(messages.username)}</Column> : null}
            <Column>{intl.formatMessage(messages.type)}</Column>
            <Column>{intl.formatMessage(messages.amount)}</Column>
            <Column>{intl.formatMessage(messages.fee)}</Column>
            <Column>{intl.formatMessage(messages.counter)}</Column>
            <Column>{intl.formatMessage(messages.status)}</Column>
            <Column>{intl.formatMessage(messages.details)}</Column>
          </TableHeader>
          <TableBody
            items={data.items}
            // Rows are cached by item: they are drawn again when the language or the columns change.
            dependencies={[intl.locale, showUsername]}
            renderEmptyState={() => <p className={styles.muted}>{intl.formatMessage(messages.empty)}</p>}
          >
            {(transaction) => <TransactionRow transaction={transaction} showUsername={showUsername} />}
          </TableBody>
        </Table>
      </div>
      <Pager
        page={values.page}
        pages={pages}
        isPending={loadingNext}
        label={intl.formatMessage(messages.pages)}
        onChange={(page) => onChange({ ...values, page })}
      />
    </div>
  );
}

function TransactionRow({ transaction: t, showUsername }: { transaction: Transaction; showUsername: boolean }) {
  const intl = useIntl();
  const { language } = useLanguage();
  const amount = (value: string) => formatAmount(value, decimalsOf(value), language);
  const signed = intl.formatMessage(t.direction === 'in' ? incomingAmount : outgoingAmount, {
    amount: amount(t.amount),
    asset: t.asset,
  });
  const none = intl.formatMessage(messages.none);
  return (
    <Row id={t.id}>
      <Cell>{t.reference}</Cell>
      <Cell>
        <time dateTime={t.created_at}>
          {intl.formatDate(t.created_at, {
            day: 'numeric',
            month: 'short',
            year: 'numeric',
            hour: '2-digit',
            minute: '2-digit',
          })}
        </time>
      </Cell>
      {showUsername ? <Cell>{t.username}</Cell> : null}
      <Cell>{intl.formatMessage(typeNames[t.type])}</Cell>
      <Cell>
        <span className={t.direction === 'in' ? styles.incoming : styles.amount}>{signed}</span>
      </Cell>
      <Cell>
        <span className={styles.amount}>
          {intl.formatMessage(amountWithAsset, { amount: amount(t.fee), asset: t.asset })}
        </span>
      </Cell>
      <Cell>
        {t.counter_asset && t.counter_amount ? (
          <span className={styles.incoming}>
            {intl.formatMessage(incomingAmount, { amount: amount(t.counter_amount), asset: t.counter_asset })}
          </span>
        ) : (
          none
        )}
      </Cell>
      <Cell>{intl.formatMessage(statusNames[t.status])}</Cell>
      <Cell>
        {t.tx_hash ? (
          <span className={styles.mono}>{intl.formatMessage(hashLine, { hash: t.tx_hash })}</span>
        ) : t.address ? (
          <span className={styles.mono}>{intl.formatMessage(addressLine, { address: t.address })}</span>
        ) : (
          none
        )}
      </Cell>
    </Row>
  );
}

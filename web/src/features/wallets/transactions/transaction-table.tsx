import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import {
  getListAllTransactionsQueryOptions,
  getListTransactionsQueryOptions,
} from '../../../api/generated/endpoints/transaction/transaction.ts';
import type { Transaction } from '../../../api/generated/model/transaction.ts';
import { useLanguage } from '../../../i18n/language-provider.tsx';
import { DataList } from '../../../ui/list/data-list.tsx';
import { ErrorState } from '../../../ui/page-state/error-state.tsx';
import { PendingState } from '../../../ui/page-state/pending-state.tsx';
import { pageCount } from '../../../ui/pager/page-count.ts';
import { Cell, Column, Row } from '../../../ui/table/table.tsx';
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

  if (query.isPending) return <PendingState label={intl.formatMessage(messages.loading)} />;
  if (query.isError) {
    return <ErrorState error={query.error} fallback={messages.loadFailed} onRetry={() => void query.refetch()} />;
  }

  const { data } = query;
  const pages = pageCount(data);
  const loadingNext = query.isPlaceholderData;

  return (
    <div className={styles.list}>
      <DataList
        label={label ?? intl.formatMessage(messages.table)}
        count={intl.formatMessage(transactionCount, { total: data.total })}
        countRole="status"
        busy={loadingNext}
        columns={
          <>
            <Column isRowHeader>{intl.formatMessage(messages.reference)}</Column>
            <Column>{intl.formatMessage(messages.date)}</Column>
            {showUsername ? <Column>{intl.formatMessage(messages.username)}</Column> : null}
            <Column>{intl.formatMessage(messages.type)}</Column>
            <Column>{intl.formatMessage(messages.amount)}</Column>
            <Column>{intl.formatMessage(messages.fee)}</Column>
            <Column>{intl.formatMessage(messages.counter)}</Column>
            <Column>{intl.formatMessage(messages.status)}</Column>
            <Column>{intl.formatMessage(messages.details)}</Column>
          </>
        }
        items={data.items}
        // Rows are cached by item: they are drawn again when the language or the columns change.
        dependencies={[intl.locale, showUsername]}
        empty={intl.formatMessage(messages.empty)}
        pager={{
          page: values.page,
          pages,
          isPending: loadingNext,
          label: intl.formatMessage(messages.pages),
          onChange: (page) => onChange({ ...values, page }),
        }}
      >
        {(transaction) => <TransactionRow transaction={transaction} showUsername={showUsername} />}
      </DataList>
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

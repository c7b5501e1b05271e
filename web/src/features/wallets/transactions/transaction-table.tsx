import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import {
  getListAllTransactionsQueryOptions,
  getListTransactionsQueryOptions,
} from '../../../api/generated/endpoints/transaction/transaction.ts';
import { useAssetSettings, type AssetSettings } from '../../../api/assets.ts';
import type { Transaction } from '../../../api/generated/model/transaction.ts';
import { DataList } from '../../../ui/list/data-list.tsx';
import { ErrorState } from '../../../ui/page-state/error-state.tsx';
import { PendingState } from '../../../ui/page-state/pending-state.tsx';
import { Cell, Column, Row } from '../../../ui/table/table.tsx';
import { ChainValue } from '../../../ui/money-record/chain-value.tsx';
import * as record from '../../../ui/money-record/money-record.css.ts';
import { RecordOpener } from '../../../ui/money-record/record-opener.tsx';
import { MemberLink } from '../member-link.tsx';
import { messages, transactionCount, typeNames } from './messages.ts';
import { TransactionDrawer, useTransactionView } from './transaction-drawer.tsx';
import { listParams, type TransactionFilterValues, type TransactionScope } from './transaction-search.ts';
import * as styles from './transactions.css.ts';
import { isDayRangeValid } from '../../../ui/day-field/day-range-fields.tsx';

/** The query of a transaction list: the member's own, or every member's for administrators. */
export function transactionsQueryOptions(scope: TransactionScope, values: TransactionFilterValues) {
  const params = listParams(values, scope);
  return scope === 'admin' ? getListAllTransactionsQueryOptions(params) : getListTransactionsQueryOptions(params);
}

export interface TransactionTableProps {
  scope: TransactionScope;
  values: TransactionFilterValues;
  /** A column with the member each transaction belongs to (administrators' lists). */
  showUsername?: boolean;
  /** The table's accessible name; "Transactions" by default. */
  label?: string;
}

/**
 * One page of transactions for the filters, with the count and a pager (the server pages); the
 * previous page stays shown, dimmed, while the next one loads.
 */
export function TransactionTable({ scope, values, showUsername = false, label }: TransactionTableProps) {
  const intl = useIntl();
  const assets = useAssetSettings();
  const [open, setOpen] = useState<Transaction | null>(null);
  const rangeValid = isDayRangeValid(values);
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
  const loadingNext = query.isPlaceholderData;

  return (
    <div className={styles.list}>
      <DataList
        label={label ?? intl.formatMessage(messages.table)}
        count={intl.formatMessage(transactionCount, { total: data.total })}
        countRole="status"
        busy={loadingNext}
        cardsBelow="widest"
        onRowAction={(key) => setOpen(data.items.find(({ id }) => id === key) ?? null)}
        columns={
          <>
            <Column isRowHeader>{intl.formatMessage(messages.reference)}</Column>
            <Column>{intl.formatMessage(messages.date)}</Column>
            {showUsername ? <Column>{intl.formatMessage(messages.username)}</Column> : null}
            <Column>{intl.formatMessage(messages.type)}</Column>
            <Column numeric>{intl.formatMessage(messages.amount)}</Column>
            <Column numeric>{intl.formatMessage(messages.fee)}</Column>
            <Column numeric>{intl.formatMessage(messages.counter)}</Column>
            <Column>{intl.formatMessage(messages.status)}</Column>
            <Column>{intl.formatMessage(messages.details)}</Column>
          </>
        }
        items={data.items}
        // Rows are cached by item: they are drawn again when the language or the columns change.
        dependencies={[intl.locale, showUsername, assets]}
        empty={intl.formatMessage(messages.empty)}
        pager={{ of: data, label: intl.formatMessage(messages.pages) }}
      >
        {(transaction) => (
          <TransactionRow
            transaction={transaction}
            showUsername={showUsername}
            assets={assets}
            onOpen={() => setOpen(transaction)}
          />
        )}
      </DataList>
      {open && (
        <TransactionDrawer
          transaction={open}
          assets={assets}
          showUsername={showUsername}
          onClose={() => setOpen(null)}
        />
      )}
    </div>
  );
}

interface RowProps {
  transaction: Transaction;
  showUsername: boolean;
  assets: AssetSettings;
  onOpen: () => void;
}

function TransactionRow({ transaction: t, showUsername, assets, onOpen }: RowProps) {
  const intl = useIntl();
  const view = useTransactionView(t, assets);
  const explorer = assets(t.asset);
  const label = (message: keyof typeof messages) => ({ 'data-label': intl.formatMessage(messages[message]) });
  return (
    <Row id={t.id}>
      <Cell {...label('reference')}>
        <RecordOpener reference={t.reference} onOpen={onOpen} />
      </Cell>
      <Cell {...label('date')}>
        <time dateTime={t.created_at} className={record.nowrap}>
          {view.date(t.created_at)}
        </time>
      </Cell>
      {showUsername ? (
        <Cell {...label('username')}>
          <MemberLink member={t} />
        </Cell>
      ) : null}
      <Cell {...label('type')}>{intl.formatMessage(typeNames[t.type])}</Cell>
      <Cell {...label('amount')} numeric>
        {view.amount}
      </Cell>
      <Cell {...label('fee')} numeric>
        {view.fee}
      </Cell>
      <Cell {...label('counter')} numeric>
        {view.counter}
      </Cell>
      <Cell {...label('status')}>{view.status}</Cell>
      <Cell {...label('details')}>
        {t.tx_hash ? (
          <ChainValue kind="hash" value={t.tx_hash} explorer={explorer} />
        ) : t.address ? (
          <ChainValue kind="address" value={t.address} explorer={explorer} />
        ) : (
          view.none
        )}
      </Cell>
    </Row>
  );
}

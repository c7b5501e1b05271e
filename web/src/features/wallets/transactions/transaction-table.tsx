import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import {
  getListAllTransactionsQueryOptions,
  getListTransactionsQueryOptions,
} from '../../../api/generated/endpoints/transaction/transaction.ts';
import { useAssetSettings, type AssetSettings } from '../../../api/assets.ts';
import type { Transaction } from '../../../api/generated/model/transaction.ts';
import { DataList, ListHead } from '../../../ui/list/data-list.tsx';
import { ErrorState } from '../../../ui/page-state/error-state.tsx';
import { PendingState } from '../../../ui/page-state/pending-state.tsx';
import { LineTime } from '../../../ui/money-record/record-time.tsx';
import { Cell, Column, Row } from '../../../ui/table/table.tsx';
import { ChevronColumn, RecordChevron } from '../../../ui/money-record/record-opener.tsx';
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
  /** What acts on the whole list (its CSV export), at the end of the count's line. */
  tools?: ReactNode;
}

/** The API's order when the address names none: newest first. */
const DEFAULT_SORT = '-created_at';

/**
 * One page of transactions for the filters, with the count and a pager (the server pages); the
 * previous page stays shown, dimmed, while the next one loads.
 */
export function TransactionTable({ scope, values, showUsername = false, label, tools }: TransactionTableProps) {
  const intl = useIntl();
  const assets = useAssetSettings();
  const [open, setOpen] = useState<Transaction | null>(null);
  const rangeValid = isDayRangeValid(values);
  const query = useQuery({
    ...transactionsQueryOptions(scope, values),
    enabled: rangeValid,
    placeholderData: keepPreviousData,
  });

  const head = tools ? <ListHead tools={tools} /> : null;
  // The filters already say what is wrong with the dates; nothing is asked of the server.
  if (!rangeValid) return head;

  if (query.isPending || query.isError) {
    return (
      <div className={styles.list}>
        {head}
        {query.isPending ? (
          <PendingState label={intl.formatMessage(messages.loading)} />
        ) : (
          <ErrorState error={query.error} fallback={messages.loadFailed} onRetry={() => void query.refetch()} />
        )}
      </div>
    );
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
        records
        sort={DEFAULT_SORT}
        tools={tools}
        onRowAction={(key) => setOpen(data.items.find(({ id }) => id === key) ?? null)}
        columns={
          <>
            <Column id="created_at" allowsSorting>
              {intl.formatMessage(messages.date)}
            </Column>
            <Column id="reference" isRowHeader>
              {intl.formatMessage(messages.reference)}
            </Column>
            {showUsername ? <Column id="username">{intl.formatMessage(messages.username)}</Column> : null}
            <Column id="type">{intl.formatMessage(messages.type)}</Column>
            <Column id="asset">{intl.formatMessage(messages.asset)}</Column>
            <Column id="amount" allowsSorting numeric>
              {intl.formatMessage(messages.amount)}
            </Column>
            <Column id="fee" numeric>
              {intl.formatMessage(messages.fee)}
            </Column>
            <Column id="status">{intl.formatMessage(messages.status)}</Column>
            <ChevronColumn />
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
  return (
    <Row id={t.id}>
      <Cell phone="note">
        <LineTime at={t.created_at} />
      </Cell>
      <Cell>{t.reference}</Cell>
      {showUsername ? (
        <Cell>
          <MemberLink member={t} />
        </Cell>
      ) : null}
      <Cell phone="title">{intl.formatMessage(typeNames[t.type])}</Cell>
      <Cell>{t.asset}</Cell>
      <Cell phone="figure" numeric>
        {view.amount}
      </Cell>
      <Cell numeric>{view.fee}</Cell>
      <Cell phone="status">{view.status}</Cell>
      <Cell phone="open">
        <RecordChevron reference={t.reference} onOpen={onOpen} />
      </Cell>
    </Row>
  );
}

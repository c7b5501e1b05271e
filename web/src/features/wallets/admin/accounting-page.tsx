import { useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import type { Accounting } from '../../../api/generated/model/accounting.ts';
import { withoutEmpty } from '../../../api/search-values.ts';
import { formatAmount } from '../../../i18n/format.ts';
import { Button } from '../../../ui/button/button.tsx';
import { Cell, Column, Row, Table, TableBody, TableEmpty, TableHeader } from '../../../ui/table/table.tsx';
import { DayRangeFields, isDayRangeValid, type DayRange } from '../../../ui/day-field/day-range-fields.tsx';
import * as styles from './admin.css.ts';
import { useLedgerFormat } from './format.ts';
import { accounting, checkedAt, periodOf } from './messages.ts';
import { accountingQueryOptions, assetsQueryOptions } from './queries.ts';
import type { AccountingSearch } from './search.ts';

const figures = [
  'member_balances',
  'held',
  'fees_earned',
  'deposits',
  'withdrawals',
  'postings_sum',
  'negative_balances',
  'status',
] as const;

/**
 * admin/accounting: per asset, the members' balances and held amounts now, the fees, deposits and
 * withdrawals over a period (`?from=2026-11-01&to=2026-11-30`, the last 30 days by default), and the
 * ledger check, said in words and an icon as well as a colour.
 */
export function AccountingPage({ search }: { search: AccountingSearch }) {
  const intl = useIntl();
  const format = useLedgerFormat();
  const { data } = useSuspenseQuery(accountingQueryOptions(search));
  // The books are exact: the page waits for every asset's decimals rather than show a fallback.
  const { data: assetList } = useSuspenseQuery(assetsQueryOptions());
  // Every decimal the asset keeps, not those it is shown with: a difference of one smallest unit must show.
  const decimals = (code: string) => assetList.items.find((asset) => asset.code === code)?.decimals;
  // Each cell names its column too: on a narrow screen the row is a card of labelled lines.
  const labels: Record<(typeof figures)[number] | 'status', string> = {
    member_balances: intl.formatMessage(accounting.memberBalances),
    held: intl.formatMessage(accounting.held),
    fees_earned: intl.formatMessage(accounting.feesEarned),
    deposits: intl.formatMessage(accounting.deposits),
    withdrawals: intl.formatMessage(accounting.withdrawals),
    postings_sum: intl.formatMessage(accounting.postingsSum),
    negative_balances: intl.formatMessage(accounting.negativeBalances),
    status: intl.formatMessage(accounting.status),
  };
  return (
    <div className={styles.page}>
      <LedgerStatus data={data} />
      <PeriodForm data={data} />
      <p className={styles.muted}>
        {intl.formatMessage(periodOf, {
          from: format.day(data.from),
          to: format.day(data.to),
        })}
      </p>
      {/* One card per asset where the columns do not fit (styles/responsive-table.css.ts). */}
      <div data-table-box>
        <Table
          aria-label={intl.formatMessage(accounting.table)}
          className={styles.ledgerTable}
          data-cards-below="widest"
        >
          <TableHeader>
            <Column isRowHeader>{intl.formatMessage(accounting.asset)}</Column>
            {figures.map((figure) => (
              <Column key={figure} numeric={figure !== 'status'}>
                {labels[figure]}
              </Column>
            ))}
          </TableHeader>
          <TableBody
            items={data.assets.map((row) => ({ ...row, id: row.asset }))}
            renderEmptyState={() => <TableEmpty>{intl.formatMessage(accounting.empty)}</TableEmpty>}
          >
            {(row) => (
              <Row id={row.asset}>
                <Cell>{row.asset}</Cell>
                <Cell data-label={labels.member_balances} numeric>
                  <span className={styles.number}>
                    {formatAmount(row.member_balances, decimals(row.asset), format.language)}
                  </span>
                </Cell>
                <Cell data-label={labels.held} numeric>
                  <span className={styles.number}>{formatAmount(row.held, decimals(row.asset), format.language)}</span>
                </Cell>
                <Cell data-label={labels.fees_earned} numeric>
                  <span className={styles.number}>
                    {formatAmount(row.fees_earned, decimals(row.asset), format.language)}
                  </span>
                </Cell>
                <Cell data-label={labels.deposits} numeric>
                  <span className={styles.number}>
                    {formatAmount(row.deposits, decimals(row.asset), format.language)}
                  </span>
                </Cell>
                <Cell data-label={labels.withdrawals} numeric>
                  <span className={styles.number}>
                    {formatAmount(row.withdrawals, decimals(row.asset), format.language)}
                  </span>
                </Cell>
                <Cell data-label={labels.postings_sum} numeric>
                  <span className={styles.number}>
                    {formatAmount(row.postings_sum, decimals(row.asset), format.language)}
                  </span>
                </Cell>
                <Cell data-label={labels.negative_balances} numeric>
                  <span className={styles.number}>{row.negative_balances}</span>
                </Cell>
                <Cell data-label={labels.status}>
                  {row.balanced ? (
                    <span className={styles.stateCell}>
                      <CheckIcon className={styles.stateIcon} />
                      {intl.formatMessage(accounting.assetBalanced)}
                    </span>
                  ) : (
                    <span className={`${styles.stateCell} ${styles.stateBad}`}>
                      <WarningIcon className={styles.stateIcon} />
                      {intl.formatMessage(accounting.assetNotBalanced)}
                    </span>
                  )}
                </Cell>
              </Row>
            )}
          </TableBody>
        </Table>
      </div>
    </div>
  );
}

/** The ledger check, first on the page: a live region, so a refresh that changes it is announced. */
function LedgerStatus({ data }: { data: Accounting }) {
  const intl = useIntl();
  const format = useLedgerFormat();
  return (
    <div role="status" className={data.balanced ? styles.ledgerBalanced : styles.ledgerNotBalanced}>
      {data.balanced ? (
        <CheckIcon className={`${styles.ledgerIcon} ${styles.ledgerIconBalanced}`} />
      ) : (
        <WarningIcon className={`${styles.ledgerIcon} ${styles.ledgerIconNotBalanced}`} />
      )}
      <div className={styles.ledgerText}>
        <p className={data.balanced ? styles.ledgerHeadline : `${styles.ledgerHeadline} ${styles.ledgerHeadlineBad}`}>
          {intl.formatMessage(data.balanced ? accounting.balanced : accounting.notBalanced)}
        </p>
        <p>{intl.formatMessage(data.balanced ? accounting.balancedDetail : accounting.notBalancedDetail)}</p>
        <p className={styles.muted}>
          <time dateTime={data.checked_at}>
            {intl.formatMessage(checkedAt, { at: format.dateTime(data.checked_at) })}
          </time>
        </p>
      </div>
    </div>
  );
}

/** The period's first and last day, applied together: each is a call, and a half-typed range is not one. */
function PeriodForm({ data }: { data: Accounting }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const [range, setRange] = useState<DayRange>({ from: data.from, to: data.to });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!isDayRangeValid(range)) return;
    void navigate({ to: '/admin/accounting', search: withoutEmpty(range) });
  };

  return (
    <form className={styles.filters} aria-label={intl.formatMessage(accounting.period)} onSubmit={onSubmit}>
      <DayRangeFields value={range} onChange={setRange} />
      <Button type="submit" variant="secondary" isDisabled={!isDayRangeValid(range)}>
        {intl.formatMessage(accounting.show)}
      </Button>
    </form>
  );
}

function CheckIcon({ className }: { className: string }) {
  return (
    <svg className={className} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" strokeWidth="2" />
      <polyline points="7 12.5 10.5 16 17 8.5" fill="none" stroke="currentColor" strokeWidth="2.5" />
    </svg>
  );
}

function WarningIcon({ className }: { className: string }) {
  return (
    <svg className={className} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M12 2.5 22.5 21h-21z" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
      <line x1="12" y1="9" x2="12" y2="14.5" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
      <circle cx="12" cy="17.75" r="1.4" fill="currentColor" />
    </svg>
  );
}

import { useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useAssetSettings } from '../../../api/assets.ts';
import type { Withdrawal } from '../../../api/generated/model/withdrawal.ts';
import { WithdrawalStatus } from '../../../api/generated/model/withdrawalStatus.ts';
import { withoutEmpty } from '../../../api/search-values.ts';
import { displayDecimals } from '../../../i18n/format.ts';
import { Select } from '../../../ui/select/select.tsx';
import { DataList } from '../../../ui/list/data-list.tsx';
import { Cell, Column, Row } from '../../../ui/table/table.tsx';
import { LineTime } from '../../../ui/money-record/record-time.tsx';
import { Amount } from '../../../ui/money-record/amount.tsx';
import { ChevronColumn, RecordChevron } from '../../../ui/money-record/record-opener.tsx';
import { FilterPanel } from '../../../ui/filter-panel/filter-panel.tsx';
import { FilterTextField } from '../../../ui/filter-panel/filter-text-field.tsx';
import { StatusPill } from '../../../ui/money-record/status-pill.tsx';
import { MemberLink } from '../member-link.tsx';
import { review } from './review-messages.ts';
import { WithdrawalDrawer } from './withdrawal-drawer.tsx';
import * as styles from './admin.css.ts';
import { useLedgerFormat } from './format.ts';
import { common, withdrawalStatusNames, withdrawals, resultCount } from './messages.ts';
import { assetsQueryOptions, withdrawalQueueQueryOptions } from './queries.ts';
import { queueStatus, type WithdrawalQueueSearch, type WithdrawalStatusFilter } from './search.ts';
import { ApproveDialog, RejectDialog } from './withdrawal-dialogs.tsx';

const STATUSES = Object.values(WithdrawalStatus);
const ALL = 'all';
// The queue reads in order: oldest first, the API's default.
const DEFAULT_SORT = 'created_at';

/**
 * admin/withdrawal-request: the queue, oldest first, pending requests unless the status filter says
 * otherwise; status, asset, member and page sit in the address. A request opens in a drawer with what
 * its decision is checked against; there it can be approved (with the outgoing hash when that approval
 * sends it) or rejected with a reason, each confirmed in a dialog.
 */
export function WithdrawalRequestsPage({ search }: { search: WithdrawalQueueSearch }) {
  const intl = useIntl();
  const format = useLedgerFormat();
  const navigate = useNavigate();
  const { data } = useSuspenseQuery(withdrawalQueueQueryOptions(search));
  const { data: assetList } = useSuspenseQuery(assetsQueryOptions());
  const assets = useAssetSettings();
  const [openId, setOpenId] = useState<string | null>(null);
  const [action, setAction] = useState<{ kind: 'approve' | 'reject'; request: Withdrawal } | null>(null);
  // The drawer shows the request as the list has it now: once decided and gone from the list, it closes.
  const opened = openId === null ? undefined : data.items.find(({ id }) => id === openId);
  const go = (next: WithdrawalQueueSearch) =>
    void navigate({ to: '/admin/withdrawal-request', search: withoutEmpty(next), resetScroll: false });

  const statusOptions = [
    ...STATUSES.map((id) => ({ id, name: intl.formatMessage(withdrawalStatusNames[id]) })),
    { id: ALL, name: intl.formatMessage(common.all) },
  ];
  const assetCodes = assetList.items.map(({ code }) => code);
  // An asset named by the address stays selectable even when it is no longer listed.
  if (search.asset && !assetCodes.includes(search.asset)) assetCodes.push(search.asset);
  const assetOptions = [
    { id: ALL, name: intl.formatMessage(common.allAssets) },
    ...assetCodes.map((code) => ({ id: code, name: code })),
  ];

  return (
    <div className={styles.page}>
      <FilterPanel
        label={intl.formatMessage(common.filters)}
        active={[search.status, search.asset, search.user].filter((value) => value !== undefined).length}
        // From the address as it is now, which may be ahead of the page still loading: the order stays.
        onClear={() =>
          void navigate({
            from: '/admin/withdrawal-request',
            to: '/admin/withdrawal-request',
            search: ({ sort }) => withoutEmpty({ sort }),
          })
        }
      >
        <Select
          label={intl.formatMessage(withdrawals.status)}
          options={statusOptions}
          value={queueStatus(search)}
          onChange={(key) => {
            const status = [...STATUSES, ALL].find((id) => id === key) as WithdrawalStatusFilter | undefined;
            go({ ...search, page: undefined, status: status === 'pending' ? undefined : status });
          }}
        />
        <Select
          label={intl.formatMessage(withdrawals.asset)}
          options={assetOptions}
          value={search.asset ?? ALL}
          onChange={(key) =>
            go({ ...search, page: undefined, asset: key === ALL || key === null ? undefined : String(key) })
          }
        />
        <FilterTextField
          label={intl.formatMessage(withdrawals.user)}
          value={search.user}
          maxLength={64}
          onChange={(user) => go({ ...search, page: undefined, user })}
        />
      </FilterPanel>
      <DataList
        label={intl.formatMessage(withdrawals.table)}
        count={intl.formatMessage(resultCount, { total: data.total })}
        records
        sort={DEFAULT_SORT}
        onRowAction={(key) => setOpenId(String(key))}
        columns={
          <>
            <Column id="created_at" allowsSorting>
              {intl.formatMessage(review.requestedAt)}
            </Column>
            <Column id="reference" isRowHeader>
              {intl.formatMessage(withdrawals.request)}
            </Column>
            <Column id="member">{intl.formatMessage(withdrawals.member)}</Column>
            <Column id="asset">{intl.formatMessage(withdrawals.asset)}</Column>
            <Column id="amount" numeric>
              {intl.formatMessage(withdrawals.amount)}
            </Column>
            <Column id="fee" numeric>
              {intl.formatMessage(withdrawals.fee)}
            </Column>
            <Column id="usd" numeric>
              {intl.formatMessage(withdrawals.usdValue)}
            </Column>
            <Column id="status">{intl.formatMessage(withdrawals.status)}</Column>
            <ChevronColumn />
          </>
        }
        items={data.items}
        dependencies={[intl.locale, assets]}
        empty={intl.formatMessage(withdrawals.empty)}
        pager={{ of: data, label: intl.formatMessage(withdrawals.pages) }}
      >
        {(request) => (
          <Row id={request.id}>
            <Cell phone="note">
              <LineTime at={request.created_at} />
            </Cell>
            <Cell>{request.reference}</Cell>
            <Cell phone="title">
              <MemberLink member={request} />
            </Cell>
            <Cell>{request.asset}</Cell>
            <Cell phone="figure" numeric>
              <Amount
                value={request.amount}
                asset={request.asset}
                decimals={displayDecimals(assets(request.asset))}
                sign="−"
              />
            </Cell>
            <Cell numeric>
              <Amount value={request.fee} asset={request.asset} decimals={displayDecimals(assets(request.asset))} />
            </Cell>
            <Cell numeric>{format.usd(request.usd_value)}</Cell>
            <Cell phone="status">
              <StatusPill status={request.status}>
                {intl.formatMessage(withdrawalStatusNames[request.status])}
              </StatusPill>
              {request.needs_second_approval && request.status === 'pending' && (
                <span className={styles.marker}>{intl.formatMessage(withdrawals.secondApproval)}</span>
              )}
            </Cell>
            <Cell phone="open">
              <RecordChevron reference={request.reference} onOpen={() => setOpenId(request.id)} />
            </Cell>
          </Row>
        )}
      </DataList>
      {opened && (
        <WithdrawalDrawer
          request={opened}
          asset={assets(opened.asset)}
          onClose={() => setOpenId(null)}
          onDecide={(kind) => setAction({ kind, request: opened })}
        />
      )}
      {action?.kind === 'approve' && <ApproveDialog request={action.request} onClose={() => setAction(null)} />}
      {action?.kind === 'reject' && <RejectDialog request={action.request} onClose={() => setAction(null)} />}
    </div>
  );
}

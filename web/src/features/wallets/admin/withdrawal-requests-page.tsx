import { useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { useAssetSettings } from '../../../api/assets.ts';
import type { Withdrawal } from '../../../api/generated/model/withdrawal.ts';
import { WithdrawalStatus } from '../../../api/generated/model/withdrawalStatus.ts';
import { withoutEmpty } from '../../../api/search-values.ts';
import { displayDecimals } from '../../../i18n/format.ts';
import { Button } from '../../../ui/button/button.tsx';
import { Select } from '../../../ui/select/select.tsx';
import { DataList } from '../../../ui/list/data-list.tsx';
import { Cell, Column, Row } from '../../../ui/table/table.tsx';
import { Amount } from '../../../ui/money-record/amount.tsx';
import { ChainValue } from '../../../ui/money-record/chain-value.tsx';
import * as record from '../../../ui/money-record/money-record.css.ts';
import { RecordOpener } from '../../../ui/money-record/record-opener.tsx';
import { StatusPill } from '../../../ui/money-record/status-pill.tsx';
import { MemberLink } from '../member-link.tsx';
import { review } from './review-messages.ts';
import { WithdrawalDrawer } from './withdrawal-drawer.tsx';
import { TextField } from '../../../ui/text-field/text-field.tsx';
import * as styles from './admin.css.ts';
import { useLedgerFormat } from './format.ts';
import { common, withdrawalStatusNames, withdrawals, resultCount } from './messages.ts';
import { assetsQueryOptions, withdrawalQueueQueryOptions } from './queries.ts';
import { queueStatus, type WithdrawalQueueSearch, type WithdrawalStatusFilter } from './search.ts';
import { ApproveDialog, RejectDialog } from './withdrawal-dialogs.tsx';

const STATUSES = Object.values(WithdrawalStatus);
const ALL = 'all';

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
  const [user, setUser] = useState(search.user ?? '');
  const assets = useAssetSettings();
  const [openId, setOpenId] = useState<string | null>(null);
  const [action, setAction] = useState<{ kind: 'approve' | 'reject'; request: Withdrawal } | null>(null);
  // The drawer shows the request as the list has it now: once decided and gone from the list, it closes.
  const opened = openId === null ? undefined : data.items.find(({ id }) => id === openId);
  const label = (message: MessageDescriptor) => intl.formatMessage(message);
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
      <form
        role="search"
        aria-label={intl.formatMessage(common.filters)}
        className={styles.filters}
        onSubmit={(event) => {
          event.preventDefault();
          go({ ...search, page: undefined, user: user.trim() || undefined });
        }}
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
        <TextField label={intl.formatMessage(withdrawals.user)} value={user} onChange={setUser} maxLength={64} />
        <Button type="submit" variant="secondary">
          {intl.formatMessage(common.filter)}
        </Button>
      </form>
      <DataList
        label={intl.formatMessage(withdrawals.table)}
        count={intl.formatMessage(resultCount, { total: data.total })}
        cardsBelow="widest"
        onRowAction={(key) => setOpenId(String(key))}
        columns={
          <>
            <Column isRowHeader>{intl.formatMessage(withdrawals.request)}</Column>
            <Column>{intl.formatMessage(review.requestedAt)}</Column>
            <Column>{intl.formatMessage(withdrawals.member)}</Column>
            <Column numeric>{intl.formatMessage(withdrawals.amount)}</Column>
            <Column numeric>{intl.formatMessage(withdrawals.fee)}</Column>
            <Column>{intl.formatMessage(withdrawals.address)}</Column>
            <Column numeric>{intl.formatMessage(withdrawals.usdValue)}</Column>
            <Column>{intl.formatMessage(withdrawals.status)}</Column>
          </>
        }
        items={data.items}
        dependencies={[intl.locale, assets]}
        empty={intl.formatMessage(withdrawals.empty)}
        pager={{ of: data, label: intl.formatMessage(withdrawals.pages) }}
      >
        {(request) => (
          <Row id={request.id}>
            <Cell data-label={label(withdrawals.request)}>
              <RecordOpener reference={request.reference} onOpen={() => setOpenId(request.id)} />
            </Cell>
            <Cell data-label={label(review.requestedAt)}>
              <time dateTime={request.created_at} className={record.nowrap}>
                {format.dateTime(request.created_at)}
              </time>
            </Cell>
            <Cell data-label={label(withdrawals.member)}>
              <MemberLink member={request} />
            </Cell>
            <Cell data-label={label(withdrawals.amount)} numeric>
              <Amount value={request.amount} asset={request.asset} decimals={displayDecimals(assets(request.asset))} />
            </Cell>
            <Cell data-label={label(withdrawals.fee)} numeric>
              <Amount value={request.fee} asset={request.asset} decimals={displayDecimals(assets(request.asset))} />
            </Cell>
            <Cell data-label={label(withdrawals.address)}>
              <ChainValue kind="address" value={request.address} explorer={assets(request.asset)} />
            </Cell>
            <Cell data-label={label(withdrawals.usdValue)} numeric>
              <span className={record.amount}>{format.usd(request.usd_value)}</span>
            </Cell>
            <Cell data-label={label(withdrawals.status)}>
              <StatusPill status={request.status}>
                {intl.formatMessage(withdrawalStatusNames[request.status])}
              </StatusPill>
              {request.needs_second_approval && request.status === 'pending' && (
                <span className={styles.marker}>{intl.formatMessage(withdrawals.secondApproval)}</span>
              )}
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

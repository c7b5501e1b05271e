import { useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { Withdrawal } from '../../../api/generated/model/withdrawal.ts';
import type { WithdrawalEvent } from '../../../api/generated/model/withdrawalEvent.ts';
import { WithdrawalStatus } from '../../../api/generated/model/withdrawalStatus.ts';
import { withoutEmpty } from '../../../api/search-values.ts';
import { Button } from '../../../ui/button/button.tsx';
import { pageCount } from '../../../ui/pager/page-count.ts';
import { Select } from '../../../ui/select/select.tsx';
import { DataList } from '../../../ui/list/data-list.tsx';
import { Cell, Column, Row } from '../../../ui/table/table.tsx';
import { TextField } from '../../../ui/text-field/text-field.tsx';
import * as styles from './admin.css.ts';
import { useLedgerFormat } from './format.ts';
import {
  common,
  timelineEvents,
  approveRequest,
  rejectRequest,
  withdrawalStatusNames,
  withdrawals,
  resultCount,
} from './messages.ts';
import { assetsQueryOptions, withdrawalQueueQueryOptions } from './queries.ts';
import { queueStatus, type WithdrawalQueueSearch, type WithdrawalStatusFilter } from './search.ts';
import { ApproveDialog, RejectDialog } from './withdrawal-dialogs.tsx';

const STATUSES = Object.values(WithdrawalStatus);
const ALL = 'all';

/** What a request still waits for: an administrator may approve or reject it. */
const isOpen = ({ status }: Withdrawal) => status === 'pending' || status === 'awaiting_second_approval';

/**
 * admin/withdrawal-request: the queue, oldest first, pending requests unless the status filter says
 * otherwise; status, asset, member and page sit in the address. Each waiting request can be approved
 * (with the outgoing hash when that approval sends it) or rejected with a reason, in a dialog.
 */
export function WithdrawalRequestsPage({ search }: { search: WithdrawalQueueSearch }) {
  const intl = useIntl();
  const format = useLedgerFormat();
  const navigate = useNavigate();
  const { data } = useSuspenseQuery(withdrawalQueueQueryOptions(search));
  const { data: assetList } = useSuspenseQuery(assetsQueryOptions());
  const [user, setUser] = useState(search.user ?? '');
  const [action, setAction] = useState<{ kind: 'approve' | 'reject'; request: Withdrawal } | null>(null);
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
        columns={
          <>
            <Column isRowHeader>{intl.formatMessage(withdrawals.request)}</Column>
            <Column>{intl.formatMessage(withdrawals.member)}</Column>
            <Column>{intl.formatMessage(withdrawals.asset)}</Column>
            <Column>{intl.formatMessage(withdrawals.amount)}</Column>
            <Column>{intl.formatMessage(withdrawals.fee)}</Column>
            <Column>{intl.formatMessage(withdrawals.address)}</Column>
            <Column>{intl.formatMessage(withdrawals.usdValue)}</Column>
            <Column>{intl.formatMessage(withdrawals.status)}</Column>
            <Column>{intl.formatMessage(withdrawals.timeline)}</Column>
            <Column>{intl.formatMessage(withdrawals.actions)}</Column>
          </>
        }
        items={data.items}
        empty={intl.formatMessage(withdrawals.empty)}
        pager={{
          page: search.page ?? 1,
          pages: pageCount(data),
          label: intl.formatMessage(withdrawals.pages),
          onChange: (page) => go({ ...search, page: page > 1 ? page : undefined }),
        }}
      >
        {(request) => (
          <Row id={request.id}>
            <Cell>{request.reference}</Cell>
            <Cell>{request.username}</Cell>
            <Cell>{request.asset}</Cell>
            <Cell>
              <span className={styles.number}>{format.amount(request.amount)}</span>
            </Cell>
            <Cell>
              <span className={styles.number}>{format.amount(request.fee)}</span>
            </Cell>
            <Cell>
              <span className={styles.code}>{request.address}</span>
            </Cell>
            <Cell>
              <span className={styles.number}>{format.usd(request.usd_value)}</span>
            </Cell>
            <Cell>
              <div>{intl.formatMessage(withdrawalStatusNames[request.status])}</div>
              {request.status === 'awaiting_second_approval' ? (
                <div className={styles.hint}>{intl.formatMessage(withdrawals.awaitingSecond)}</div>
              ) : (
                request.needs_second_approval &&
                request.status === 'pending' && (
                  <span className={styles.marker}>{intl.formatMessage(withdrawals.secondApproval)}</span>
                )
              )}
            </Cell>
            <Cell>
              <Timeline events={request.timeline} />
            </Cell>
            <Cell>
              {isOpen(request) && (
                <div className={styles.actions}>
                  <Button
                    aria-label={intl.formatMessage(approveRequest, { reference: request.reference })}
                    onPress={() => setAction({ kind: 'approve', request })}
                  >
                    {intl.formatMessage(withdrawals.approve)}
                  </Button>
                  <Button
                    variant="secondary"
                    aria-label={intl.formatMessage(rejectRequest, { reference: request.reference })}
                    onPress={() => setAction({ kind: 'reject', request })}
                  >
                    {intl.formatMessage(withdrawals.reject)}
                  </Button>
                </div>
              )}
            </Cell>
          </Row>
        )}
      </DataList>
      {action?.kind === 'approve' && <ApproveDialog request={action.request} onClose={() => setAction(null)} />}
      {action?.kind === 'reject' && <RejectDialog request={action.request} onClose={() => setAction(null)} />}
    </div>
  );
}

function Timeline({ events }: { events: WithdrawalEvent[] }) {
  const intl = useIntl();
  const format = useLedgerFormat();
  const none = intl.formatMessage(common.none);
  return (
    <ol className={styles.timeline}>
      {events.map((event, index) => (
        <li key={`${index}:${event.type}`}>
          {intl.formatMessage(timelineEvents[event.type], {
            at: format.dateTime(event.at),
            by: event.by ?? none,
            hash: event.tx_hash ?? none,
            reason: event.reason ?? none,
          })}
        </li>
      ))}
    </ol>
  );
}

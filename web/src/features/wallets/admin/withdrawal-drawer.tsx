import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { getGetWithdrawalRequestReviewQueryOptions } from '../../../api/generated/endpoints/withdrawal/withdrawal.ts';
import type { Asset } from '../../../api/generated/model/asset.ts';
import type { Withdrawal } from '../../../api/generated/model/withdrawal.ts';
import type { WithdrawalReview } from '../../../api/generated/model/withdrawalReview.ts';
import { displayDecimals, formatAmount } from '../../../i18n/format.ts';
import { Amount } from '../../../ui/money-record/amount.tsx';
import { ChainValue } from '../../../ui/money-record/chain-value.tsx';
import { RecordDrawer, RecordFields, RecordSection, RecordTimeline } from '../../../ui/money-record/record-drawer.tsx';
import { StatusPill } from '../../../ui/money-record/status-pill.tsx';
import { ErrorState } from '../../../ui/page-state/error-state.tsx';
import { PendingState } from '../../../ui/page-state/pending-state.tsx';
import { MemberLink } from '../member-link.tsx';
import { useLedgerFormat } from './format.ts';
import {
  approveRequest,
  common,
  networkNames,
  rejectRequest,
  timelineEvents,
  withdrawalStatusNames,
  withdrawals,
} from './messages.ts';
import { kycLevelMessage } from '../../../i18n/kyc-level.ts';
import { addressUsedBefore, balanceOf, requestTitle, review } from './review-messages.ts';
import { DecisionSections } from './decision-sections.tsx';

/** What a request still waits for: an administrator may approve or reject it. */
export const isOpen = ({ status }: Withdrawal) => status === 'pending' || status === 'awaiting_second_approval';

export interface WithdrawalDrawerProps {
  request: Withdrawal;
  /** The request's asset settings: its decimals and its explorer. */
  asset: Asset | undefined;
  onClose: () => void;
  /** Opens the confirmation of a decision, a dialog above the drawer. */
  onDecide: (kind: 'approve' | 'reject') => void;
}

/**
 * A withdrawal request in the drawer, with what its decision is checked against (the member's KYC level
 * and balance, the address's network, explorer and earlier use), approval and rejection apart.
 */
export function WithdrawalDrawer({ request, asset, onClose, onDecide }: WithdrawalDrawerProps) {
  const intl = useIntl();
  const format = useLedgerFormat();
  const none = intl.formatMessage(common.none);
  // The steps' messages carry their time already.
  const events = request.timeline.map((event) => ({
    label: intl.formatMessage(timelineEvents[event.type], {
      at: format.dateTime(event.at),
      by: event.by ?? none,
      hash: event.tx_hash ?? none,
      reason: event.reason ?? none,
    }),
    at: event.at,
  }));
  return (
    <RecordDrawer title={intl.formatMessage(requestTitle, { reference: request.reference })} onClose={onClose}>
      <ReviewChecks request={request} asset={asset} />
      <RecordSection title={intl.formatMessage(review.details)}>
        <RecordFields
          fields={[
            {
              name: intl.formatMessage(withdrawals.status),
              value: (
                <StatusPill status={request.status}>
                  {intl.formatMessage(withdrawalStatusNames[request.status])}
                </StatusPill>
              ),
            },
            {
              name: intl.formatMessage(withdrawals.amount),
              value: <Amount value={request.amount} asset={request.asset} decimals={displayDecimals(asset)} />,
            },
            {
              name: intl.formatMessage(withdrawals.fee),
              value: <Amount value={request.fee} asset={request.asset} decimals={displayDecimals(asset)} />,
            },
            {
              name: intl.formatMessage(review.total),
              value: <Amount value={request.total} asset={request.asset} decimals={displayDecimals(asset)} />,
            },
            { name: intl.formatMessage(withdrawals.usdValue), value: format.usd(request.usd_value) },
            {
              name: intl.formatMessage(review.requestedAt),
              value: <time dateTime={request.created_at}>{format.dateTime(request.created_at)}</time>,
            },
            {
              name: intl.formatMessage(review.txHash),
              value: request.tx_hash ? <ChainValue kind="hash" value={request.tx_hash} explorer={asset} full /> : none,
            },
            ...(request.rejection_reason
              ? [{ name: intl.formatMessage(review.rejectionReason), value: request.rejection_reason }]
              : []),
          ]}
        />
        {request.status === 'awaiting_second_approval' && <p>{intl.formatMessage(withdrawals.awaitingSecond)}</p>}
        {request.needs_second_approval && request.status === 'pending' && (
          <p>{intl.formatMessage(withdrawals.secondApproval)}</p>
        )}
      </RecordSection>
      <RecordTimeline events={events} />
      {isOpen(request) && (
        <DecisionSections
          approve={{
            label: intl.formatMessage(withdrawals.approve),
            name: intl.formatMessage(approveRequest, { reference: request.reference }),
          }}
          reject={{
            label: intl.formatMessage(withdrawals.reject),
            name: intl.formatMessage(rejectRequest, { reference: request.reference }),
          }}
          onDecide={onDecide}
        />
      )}
    </RecordDrawer>
  );
}

function ReviewChecks({ request, asset }: { request: Withdrawal; asset: Asset | undefined }) {
  const intl = useIntl();
  const query = useQuery(getGetWithdrawalRequestReviewQueryOptions(request.id));
  return (
    <RecordSection title={intl.formatMessage(review.checks)}>
      {query.isPending ? (
        <PendingState label={intl.formatMessage(review.loading)} />
      ) : query.isError ? (
        <ErrorState error={query.error} fallback={review.loadFailed} onRetry={() => void query.refetch()} />
      ) : (
        <ReviewFields request={request} review={query.data} asset={asset} />
      )}
    </RecordSection>
  );
}

function ReviewFields({
  request,
  review: data,
  asset,
}: {
  request: Withdrawal;
  review: WithdrawalReview;
  asset: Asset | undefined;
}) {
  const intl = useIntl();
  const format = useLedgerFormat();
  const { member, wallet, address_use: use } = data;
  const usedBefore = use.first_used_at !== null;
  return (
    <RecordFields
      fields={[
        { name: intl.formatMessage(withdrawals.member), value: <MemberLink member={member} /> },
        { name: intl.formatMessage(review.kyc), value: intl.formatMessage(kycLevelMessage(member.kyc)) },
        {
          name: intl.formatMessage(review.balance),
          value: intl.formatMessage(balanceOf, {
            balance: formatAmount(wallet.balance, displayDecimals(asset), format.language),
            held: formatAmount(wallet.held, displayDecimals(asset), format.language),
            available: formatAmount(wallet.available, displayDecimals(asset), format.language),
            asset: request.asset,
          }),
        },
        { name: intl.formatMessage(review.network), value: intl.formatMessage(networkNames[request.network]) },
        {
          name: intl.formatMessage(withdrawals.address),
          value: <ChainValue kind="address" value={request.address} explorer={asset} full />,
        },
        {
          name: intl.formatMessage(review.addressUse),
          value: usedBefore
            ? intl.formatMessage(addressUsedBefore, {
                byMember: use.by_member,
                byOthers: use.by_other_members,
                since: format.dateTime(use.first_used_at!),
              })
            : intl.formatMessage(review.firstUse),
        },
      ]}
    />
  );
}

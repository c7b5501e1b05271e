import { useIntl } from 'react-intl';
import type { Asset } from '../../../api/generated/model/asset.ts';
import type { Deposit } from '../../../api/generated/model/deposit.ts';
import { displayDecimals } from '../../../i18n/format.ts';
import { Amount } from '../../../ui/money-record/amount.tsx';
import { ChainValue } from '../../../ui/money-record/chain-value.tsx';
import {
  RecordDrawer,
  RecordFields,
  RecordTimeline,
  type RecordEvent,
} from '../../../ui/money-record/record-drawer.tsx';
import { StatusPill } from '../../../ui/money-record/status-pill.tsx';
import { MemberLink } from '../member-link.tsx';
import { useLedgerFormat } from './format.ts';
import {
  approveDeposit,
  common,
  confirmationsOf,
  depositApprovalReasons,
  depositDecisions,
  depositStateNames,
  depositStatusNames,
  deposits,
  networkNames,
  rejectDeposit,
} from './messages.ts';
import { depositEvents, depositTitle, review } from './review-messages.ts';
import { DecisionSections } from './decision-sections.tsx';

/** A deposit's state word: `state` when the platform gives it, its status otherwise. */
export const depositState = (deposit: Deposit) => deposit.state ?? deposit.status;

/** The deposit's state as it is read, in a pill. */
export function DepositStatePill({ deposit }: { deposit: Deposit }) {
  const intl = useIntl();
  const { state } = deposit;
  return (
    <StatusPill status={depositState(deposit)}>
      {intl.formatMessage(
        state === 'pending_approval' || state === 'rejected'
          ? depositStateNames[state]
          : depositStatusNames[deposit.status],
      )}
    </StatusPill>
  );
}

export interface DepositDrawerProps {
  deposit: Deposit;
  /** The deposit's asset settings: its decimals and its explorer. */
  asset: Asset | undefined;
  onClose: () => void;
  /** Opens the confirmation step of a decision above the drawer. */
  onDecide: (kind: 'approve' | 'reject') => void;
}

/** A deposit in full, its steps, and for one waiting for a second administrator, approval and rejection apart. */
export function DepositDrawer({ deposit, asset, onClose, onDecide }: DepositDrawerProps) {
  const intl = useIntl();
  const format = useLedgerFormat();
  const none = intl.formatMessage(common.none);
  const events: RecordEvent[] = [
    {
      label: intl.formatMessage(depositEvents.recorded, { by: deposit.recorded_by }),
      at: deposit.created_at,
      atText: format.dateTime(deposit.created_at),
    },
  ];
  if (deposit.decided_at && deposit.decided_by)
    events.push({
      label: intl.formatMessage(depositEvents[deposit.state === 'rejected' ? 'rejected' : 'approved'], {
        by: deposit.decided_by,
      }),
      at: deposit.decided_at,
      atText: format.dateTime(deposit.decided_at),
    });
  if (deposit.credited_at)
    events.push({
      label: intl.formatMessage(review.eventCredited),
      at: deposit.credited_at,
      atText: format.dateTime(deposit.credited_at),
    });
  const amount = (value: string) => <Amount value={value} asset={deposit.asset} decimals={displayDecimals(asset)} />;
  return (
    <RecordDrawer title={intl.formatMessage(depositTitle, { reference: deposit.reference })} onClose={onClose}>
      <RecordFields
        fields={[
          { name: intl.formatMessage(deposits.status), value: <DepositStatePill deposit={deposit} /> },
          { name: intl.formatMessage(deposits.member), value: <MemberLink member={deposit} /> },
          { name: intl.formatMessage(deposits.amountColumn), value: amount(deposit.amount) },
          { name: intl.formatMessage(deposits.fee), value: amount(deposit.fee) },
          ...(deposit.usd_value
            ? [{ name: intl.formatMessage(review.usdValue), value: format.usd(deposit.usd_value) }]
            : []),
          { name: intl.formatMessage(review.network), value: intl.formatMessage(networkNames[deposit.network]) },
          {
            name: intl.formatMessage(deposits.hash),
            value: <ChainValue kind="hash" value={deposit.tx_hash} explorer={asset} full />,
          },
          {
            name: intl.formatMessage(deposits.confirmations),
            value: intl.formatMessage(confirmationsOf, {
              confirmations: deposit.confirmations,
              required: deposit.required_confirmations,
            }),
          },
          { name: intl.formatMessage(deposits.recordedBy), value: deposit.recorded_by },
          ...(deposit.approval_reason
            ? [
                {
                  name: intl.formatMessage(review.approvalReason),
                  value: intl.formatMessage(depositApprovalReasons[deposit.approval_reason]),
                },
              ]
            : []),
          { name: intl.formatMessage(review.decidedBy), value: deposit.decided_by ?? none },
          ...(deposit.rejection_reason
            ? [{ name: intl.formatMessage(review.rejectionReason), value: deposit.rejection_reason }]
            : []),
        ]}
      />
      <RecordTimeline events={events} />
      {deposit.state === 'pending_approval' && (
        <DecisionSections
          approve={{
            label: intl.formatMessage(depositDecisions.approve),
            name: intl.formatMessage(approveDeposit, { reference: deposit.reference }),
          }}
          reject={{
            label: intl.formatMessage(depositDecisions.reject),
            name: intl.formatMessage(rejectDeposit, { reference: deposit.reference }),
          }}
          onDecide={onDecide}
        />
      )}
    </RecordDrawer>
  );
}

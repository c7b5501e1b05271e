import { useIntl } from 'react-intl';
import { useAssetSettings } from '../../../api/assets.ts';
import {
  getListWithdrawalRequestsQueryKey,
  useApproveWithdrawal,
  useRejectWithdrawal,
} from '../../../api/generated/endpoints/withdrawal/withdrawal.ts';
import type { Withdrawal } from '../../../api/generated/model/withdrawal.ts';
import { ApproveWithdrawalBody, RejectWithdrawalBody } from '../../../api/generated/zod/withdrawal/withdrawal.zod.ts';
import { ConfirmFormDialog } from '../../../ui/confirm-dialog/confirm-form-dialog.tsx';
import { useForm } from '../../../ui/form/use-form.ts';
import { TextField } from '../../../ui/text-field/text-field.tsx';
import { isCode } from '../../../api/error-code.ts';
import { displayDecimals, formatAmount } from '../../../i18n/format.ts';
import { useLedgerFormat } from './format.ts';
import {
  approveRequest,
  common,
  deposits,
  rejectRequest,
  withdrawalFirstApproved,
  withdrawalRejected,
  withdrawals,
  withdrawalSent,
  withdrawalSummary,
} from './messages.ts';
import { useDecision } from './decision.ts';
import { ReasonField } from '../../../ui/reason-field/reason-field.tsx';

interface DialogProps {
  request: Withdrawal;
  onClose: () => void;
}

/**
 * Whether this approval sends the withdrawal. A request above the threshold is first approved without
 * a hash; the approval that sends it, the only one below the threshold, carries the outgoing hash.
 */
export const approvalSends = (request: Withdrawal) => !(request.needs_second_approval && request.status === 'pending');

/** What a refused action means for the dialog: a request no longer waiting, or a rule that ends it. */
const endsAction = (error: unknown) =>
  isCode(error, 'WITHDRAWAL_NOT_PENDING') || isCode(error, 'SECOND_APPROVER_REQUIRED');

function Summary({ request }: { request: Withdrawal }) {
  const intl = useIntl();
  const format = useLedgerFormat();
  const decimals = displayDecimals(useAssetSettings()(request.asset));
  return (
    <p>
      {intl.formatMessage(withdrawalSummary, {
        amount: formatAmount(request.amount, decimals, format.language),
        asset: request.asset,
        username: request.username,
        address: request.address,
      })}
    </p>
  );
}

/** Approve a request: the first of two approvals, or the one that sends it with the outgoing hash. */
export function ApproveDialog({ request, onClose }: DialogProps) {
  const intl = useIntl();
  const approve = useApproveWithdrawal();
  const sends = approvalSends(request);
  const { formRef, errors, values, setValue, onSubmit } = useForm({
    ...useDecision(request, onClose, { endsAction, queue: getListWithdrawalRequestsQueryKey() }),
    initial: { tx_hash: '' },
    // The hash is asked only of the approval that sends.
    schema: sends ? ApproveWithdrawalBody.required() : undefined,
    toBody: ({ tx_hash }) => (sends ? { tx_hash: tx_hash.trim() } : {}),
    describe: () => intl.formatMessage(deposits.txHashInvalid),
    mutation: approve,
    fields: ['tx_hash'],
    successText: (answer) =>
      intl.formatMessage(answer.status === 'sent' ? withdrawalSent : withdrawalFirstApproved, {
        reference: answer.reference,
      }),
  });

  return (
    <ConfirmFormDialog
      title={intl.formatMessage(approveRequest, { reference: request.reference })}
      form={{ formRef, errors, onSubmit }}
      confirmLabel={intl.formatMessage(
        approve.isPending ? withdrawals.approving : sends ? withdrawals.confirmSend : withdrawals.confirmFirst,
      )}
      cancelLabel={intl.formatMessage(common.cancel)}
      onCancel={onClose}
      isPending={approve.isPending}
      focusConfirm={!sends}
    >
      <Summary request={request} />
      <p>{intl.formatMessage(sends ? withdrawals.sendNote : withdrawals.firstApprovalNote)}</p>
      {sends && (
        <TextField
          name="tx_hash"
          label={intl.formatMessage(withdrawals.txHash)}
          value={values.tx_hash}
          onChange={(value) => setValue(['tx_hash'], value)}
          maxLength={66}
          autoComplete="off"
          spellCheck="false"
          autoFocus
        />
      )}
    </ConfirmFormDialog>
  );
}

/** Reject a request with a reason the member reads; the held amount and fee go back to the member. */
export function RejectDialog({ request, onClose }: DialogProps) {
  const intl = useIntl();
  const reject = useRejectWithdrawal();
  const { formRef, errors, values, setValue, onSubmit } = useForm({
    ...useDecision(request, onClose, { endsAction, queue: getListWithdrawalRequestsQueryKey() }),
    initial: { reason: '' },
    schema: RejectWithdrawalBody,
    toBody: ({ reason }) => ({ reason: reason.trim() }),
    describe: () => intl.formatMessage(withdrawals.reasonInvalid),
    mutation: reject,
    fields: ['reason'],
    successText: (answer) => intl.formatMessage(withdrawalRejected, { reference: answer.reference }),
  });

  return (
    <ConfirmFormDialog
      title={intl.formatMessage(rejectRequest, { reference: request.reference })}
      form={{ formRef, errors, onSubmit }}
      confirmLabel={intl.formatMessage(reject.isPending ? withdrawals.rejecting : withdrawals.confirmReject)}
      cancelLabel={intl.formatMessage(common.cancel)}
      onCancel={onClose}
      isPending={reject.isPending}
    >
      <Summary request={request} />
      <p>{intl.formatMessage(withdrawals.rejectNote)}</p>
      <ReasonField
        name="reason"
        label={intl.formatMessage(withdrawals.reason)}
        value={values.reason}
        onChange={(value) => setValue(['reason'], value)}
        maxLength={500}
        autoFocus
      />
    </ConfirmFormDialog>
  );
}

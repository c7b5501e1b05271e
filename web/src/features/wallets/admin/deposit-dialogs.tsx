import { useIntl } from 'react-intl';
import { useAssetSettings } from '../../../api/assets.ts';
import {
  getListDepositsQueryKey,
  useApproveDeposit,
  useRejectDeposit,
} from '../../../api/generated/endpoints/deposit/deposit.ts';
import type { Deposit } from '../../../api/generated/model/deposit.ts';
import { RejectDepositBody } from '../../../api/generated/zod/deposit/deposit.zod.ts';
import { isCode } from '../../../api/error-code.ts';
import { ConfirmFormDialog } from '../../../ui/confirm-dialog/confirm-form-dialog.tsx';
import { useForm } from '../../../ui/form/use-form.ts';
import { useDecision } from './decision.ts';
import { displayDecimals, formatAmount } from '../../../i18n/format.ts';
import { useLedgerFormat } from './format.ts';
import {
  approveDeposit,
  common,
  depositApproved,
  depositDecisions,
  depositRejected,
  depositSummary,
  rejectDeposit,
} from './messages.ts';
import { ReasonField } from '../../../ui/reason-field/reason-field.tsx';

interface DialogProps {
  deposit: Deposit;
  onClose: () => void;
}

/** A refusal that ends the action: the deposit was decided meanwhile, or this administrator may not. */
const endsAction = (error: unknown) =>
  isCode(error, 'DEPOSIT_NOT_AWAITING_APPROVAL') ||
  isCode(error, 'SECOND_APPROVER_REQUIRED') ||
  isCode(error, 'OWN_ACCOUNT');

function Summary({ deposit }: { deposit: Deposit }) {
  const intl = useIntl();
  const format = useLedgerFormat();
  const decimals = displayDecimals(useAssetSettings()(deposit.asset));
  return (
    <p>
      {intl.formatMessage(depositSummary, {
        amount: formatAmount(deposit.amount, decimals, format.language),
        asset: deposit.asset,
        username: deposit.username,
        recordedBy: deposit.recorded_by,
      })}
    </p>
  );
}

/** The second administrator's approval: the deposit is credited. */
export function ApproveDepositDialog({ deposit, onClose }: DialogProps) {
  const intl = useIntl();
  const approve = useApproveDeposit();
  const { formRef, errors, onSubmit } = useForm({
    ...useDecision(deposit, onClose, { endsAction, queue: getListDepositsQueryKey() }),
    initial: {},
    toBody: () => ({}),
    mutation: approve,
    fields: [],
    successText: (answer) => intl.formatMessage(depositApproved, { reference: answer.reference }),
  });

  return (
    <ConfirmFormDialog
      title={intl.formatMessage(approveDeposit, { reference: deposit.reference })}
      form={{ formRef, errors, onSubmit }}
      confirmLabel={intl.formatMessage(
        approve.isPending ? depositDecisions.approving : depositDecisions.confirmApprove,
      )}
      cancelLabel={intl.formatMessage(common.cancel)}
      onCancel={onClose}
      isPending={approve.isPending}
      focusConfirm
    >
      <Summary deposit={deposit} />
      <p>{intl.formatMessage(depositDecisions.approveNote)}</p>
    </ConfirmFormDialog>
  );
}

/** Refuse a deposit with a reason: it is never credited. */
export function RejectDepositDialog({ deposit, onClose }: DialogProps) {
  const intl = useIntl();
  const reject = useRejectDeposit();
  const { formRef, errors, values, setValue, onSubmit } = useForm({
    ...useDecision(deposit, onClose, { endsAction, queue: getListDepositsQueryKey() }),
    initial: { reason: '' },
    schema: RejectDepositBody,
    toBody: ({ reason }) => ({ reason: reason.trim() }),
    describe: () => intl.formatMessage(depositDecisions.reasonInvalid),
    mutation: reject,
    fields: ['reason'],
    successText: (answer) => intl.formatMessage(depositRejected, { reference: answer.reference }),
  });

  return (
    <ConfirmFormDialog
      title={intl.formatMessage(rejectDeposit, { reference: deposit.reference })}
      form={{ formRef, errors, onSubmit }}
      confirmLabel={intl.formatMessage(reject.isPending ? depositDecisions.rejecting : depositDecisions.confirmReject)}
      cancelLabel={intl.formatMessage(common.cancel)}
      onCancel={onClose}
      isPending={reject.isPending}
    >
      <Summary deposit={deposit} />
      <p>{intl.formatMessage(depositDecisions.rejectNote)}</p>
      <ReasonField
        name="reason"
        label={intl.formatMessage(depositDecisions.reason)}
        value={values.reason}
        onChange={(value) => setValue(['reason'], value)}
        maxLength={500}
        autoFocus
      />
    </ConfirmFormDialog>
  );
}

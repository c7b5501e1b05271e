import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useApproveWithdrawal, useRejectWithdrawal } from '../../../api/generated/endpoints/withdrawal/withdrawal.ts';
import type { Withdrawal } from '../../../api/generated/model/withdrawal.ts';
import { ApproveWithdrawalBody, RejectWithdrawalBody } from '../../../api/generated/zod/withdrawal/withdrawal.zod.ts';
import { Button } from '../../../ui/button/button.tsx';
import { Form } from '../../../ui/form/form.tsx';
import { TextField } from '../../../ui/text-field/text-field.tsx';
import { showErrorToast, showSuccessToast } from '../../../ui/toast/toast.ts';
import * as styles from './admin.css.ts';
import { isCode, useFailureText } from './failure.ts';
import { useLedgerFormat } from './format.ts';
import { serverFieldErrors, type FieldErrors } from './form-errors.ts';
import { useFocusFirstInvalid } from '../../../ui/form/use-focus-first-invalid.ts';
import { useIdempotencyKey } from './idempotency.ts';
import { LedgerDialog } from './ledger-dialog.tsx';
import {
  common,
  deposits,
  approveRequest,
  rejectRequest,
  withdrawalFirstApproved,
  withdrawalRejected,
  withdrawalSent,
  withdrawalSummary,
  withdrawals,
} from './messages.ts';
import { invalidateMoney } from './queries.ts';
import { ReasonField } from './reason-field.tsx';

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
  return (
    <p>
      {intl.formatMessage(withdrawalSummary, {
        amount: format.amount(request.amount),
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
  const queryClient = useQueryClient();
  const failureText = useFailureText();
  const approve = useApproveWithdrawal();
  const idempotency = useIdempotencyKey();
  const { formRef, focusFirstInvalid } = useFocusFirstInvalid();
  const [txHash, setTxHash] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const sends = approvalSends(request);

  const submit = async () => {
    const body = sends ? { tx_hash: txHash.trim() } : {};
    if (sends && !ApproveWithdrawalBody.required().safeParse(body).success) {
      setErrors({ tx_hash: intl.formatMessage(deposits.txHashInvalid) });
      focusFirstInvalid();
      return;
    }
    setErrors({});
    try {
      const answer = await approve.mutateAsync({
        id: request.id,
        data: body,
        headers: { 'Idempotency-Key': idempotency.keyFor({ id: request.id, ...body }) },
      });
      idempotency.done();
      showSuccessToast(
        intl.formatMessage(answer.status === 'sent' ? withdrawalSent : withdrawalFirstApproved, {
          reference: answer.reference,
        }),
      );
      onClose();
      await invalidateMoney(queryClient);
    } catch (error) {
      showErrorToast(failureText(error));
      if (endsAction(error)) {
        onClose();
        await invalidateMoney(queryClient);
        return;
      }
      const fields = serverFieldErrors(error, ['tx_hash']);
      if (Object.keys(fields).length > 0) {
        setErrors(fields);
        focusFirstInvalid();
      }
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!approve.isPending) void submit();
  };

  return (
    <LedgerDialog
      title={intl.formatMessage(approveRequest, { reference: request.reference })}
      onClose={onClose}
      isBusy={approve.isPending}
    >
      <Summary request={request} />
      <p>{intl.formatMessage(sends ? withdrawals.sendNote : withdrawals.firstApprovalNote)}</p>
      <Form ref={formRef} validationErrors={errors} onSubmit={onSubmit}>
        {sends && (
          <TextField
            name="tx_hash"
            label={intl.formatMessage(withdrawals.txHash)}
            value={txHash}
            onChange={setTxHash}
            maxLength={66}
            autoComplete="off"
            spellCheck="false"
            autoFocus
          />
        )}
        <div className={styles.actions}>
          <Button type="submit" isDisabled={approve.isPending} autoFocus={!sends}>
            {intl.formatMessage(
              approve.isPending ? withdrawals.approving : sends ? withdrawals.confirmSend : withdrawals.confirmFirst,
            )}
          </Button>
          <Button variant="secondary" onPress={onClose} isDisabled={approve.isPending}>
            {intl.formatMessage(common.cancel)}
          </Button>
        </div>
      </Form>
    </LedgerDialog>
  );
}

/** Reject a request with a reason the member reads; the held amount and fee go back to the member. */
export function RejectDialog({ request, onClose }: DialogProps) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const failureText = useFailureText();
  const reject = useRejectWithdrawal();
  const idempotency = useIdempotencyKey();
  const { formRef, focusFirstInvalid } = useFocusFirstInvalid();
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});

  const submit = async () => {
    const parsed = RejectWithdrawalBody.safeParse({ reason: reason.trim() });
    if (!parsed.success) {
      setErrors({ reason: intl.formatMessage(withdrawals.reasonInvalid) });
      focusFirstInvalid();
      return;
    }
    setErrors({});
    const body = parsed.data;
    try {
      const answer = await reject.mutateAsync({
        id: request.id,
        data: body,
        headers: { 'Idempotency-Key': idempotency.keyFor({ id: request.id, ...body }) },
      });
      idempotency.done();
      showSuccessToast(intl.formatMessage(withdrawalRejected, { reference: answer.reference }));
      onClose();
      await invalidateMoney(queryClient);
    } catch (error) {
      showErrorToast(failureText(error));
      if (endsAction(error)) {
        onClose();
        await invalidateMoney(queryClient);
        return;
      }
      const fields = serverFieldErrors(error, ['reason']);
      if (Object.keys(fields).length > 0) {
        setErrors(fields);
        focusFirstInvalid();
      }
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!reject.isPending) void submit();
  };

  return (
    <LedgerDialog
      title={intl.formatMessage(rejectRequest, { reference: request.reference })}
      onClose={onClose}
      isBusy={reject.isPending}
    >
      <Summary request={request} />
      <p>{intl.formatMessage(withdrawals.rejectNote)}</p>
      <Form ref={formRef} validationErrors={errors} onSubmit={onSubmit}>
        <ReasonField
          name="reason"
          label={intl.formatMessage(withdrawals.reason)}
          value={reason}
          onChange={setReason}
          maxLength={500}
          autoFocus
        />
        <div className={styles.actions}>
          <Button type="submit" isDisabled={reject.isPending}>
            {intl.formatMessage(reject.isPending ? withdrawals.rejecting : withdrawals.confirmReject)}
          </Button>
          <Button variant="secondary" onPress={onClose} isDisabled={reject.isPending}>
            {intl.formatMessage(common.cancel)}
          </Button>
        </div>
      </Form>
    </LedgerDialog>
  );
}

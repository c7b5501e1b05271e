import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useApproveWithdrawal, useRejectWithdrawal } from '../../../api/generated/endpoints/withdrawal/withdrawal.ts';
import type { Withdrawal } from '../../../api/generated/model/withdrawal.ts';
import { ApproveWithdrawalBody, RejectWithdrawalBody } from '../../../api/generated/zod/withdrawal/withdrawal.zod.ts';
import { Button } from '../../../ui/button/button.tsx';
import { Form } from '../../../ui/form/form.tsx';
import type { FieldErrors } from '../../../ui/form/field-errors.ts';
import { useFieldErrors } from '../../../ui/form/use-field-errors.ts';
import { TextField } from '../../../ui/text-field/text-field.tsx';
import { showErrorToast, showSuccessToast } from '../../../ui/toast/toast.ts';
import * as styles from './admin.css.ts';
import { isCode, useFailureText } from './failure.ts';
import { useLedgerFormat } from './format.ts';
import { serverFieldErrors } from './form-errors.ts';
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

/**
 * Sends an administrator's decision on a request and settles the dialog. The idempotency key stands
 * for the request and what is sent, so a retry of the same decision is applied once. On success: a
 * toast, the dialog closes, the money queries refresh. On refusal: the error's toast; a request no
 * longer waiting closes the dialog and refreshes too; errors on the dialog's field show under it.
 */
function useDecision(request: Withdrawal, onClose: () => void, showErrors: (errors: FieldErrors) => void) {
  const queryClient = useQueryClient();
  const failureText = useFailureText();
  const idempotency = useIdempotencyKey();

  const settle = async () => {
    onClose();
    await invalidateMoney(queryClient);
  };

  return async <Body extends object>(
    body: Body,
    field: keyof Body & string,
    send: (body: Body, idempotencyKey: string) => Promise<Withdrawal>,
    success: (answer: Withdrawal) => string,
  ) => {
    try {
      const answer = await send(body, idempotency.keyFor({ id: request.id, ...body }));
      idempotency.done();
      showSuccessToast(success(answer));
      await settle();
    } catch (error) {
      showErrorToast(failureText(error));
      if (endsAction(error)) return settle();
      const fields = serverFieldErrors(error, [field]);
      if (Object.keys(fields).length > 0) showErrors(fields);
    }
  };
}

/** Approve a request: the first of two approvals, or the one that sends it with the outgoing hash. */
export function ApproveDialog({ request, onClose }: DialogProps) {
  const intl = useIntl();
  const approve = useApproveWithdrawal();
  const { formRef, errors, showErrors, clearErrors } = useFieldErrors();
  const decide = useDecision(request, onClose, showErrors);
  const [txHash, setTxHash] = useState('');
  const sends = approvalSends(request);

  const submit = async () => {
    const body: { tx_hash?: string } = sends ? { tx_hash: txHash.trim() } : {};
    if (sends && !ApproveWithdrawalBody.required().safeParse(body).success) {
      showErrors({ tx_hash: intl.formatMessage(deposits.txHashInvalid) });
      return;
    }
    clearErrors();
    await decide(
      body,
      'tx_hash',
      (data, key) => approve.mutateAsync({ id: request.id, data, headers: { 'Idempotency-Key': key } }),
      (answer) =>
        intl.formatMessage(answer.status === 'sent' ? withdrawalSent : withdrawalFirstApproved, {
          reference: answer.reference,
        }),
    );
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
  const reject = useRejectWithdrawal();
  const { formRef, errors, showErrors, clearErrors } = useFieldErrors();
  const decide = useDecision(request, onClose, showErrors);
  const [reason, setReason] = useState('');

  const submit = async () => {
    const parsed = RejectWithdrawalBody.safeParse({ reason: reason.trim() });
    if (!parsed.success) {
      showErrors({ reason: intl.formatMessage(withdrawals.reasonInvalid) });
      return;
    }
    clearErrors();
    await decide(
      parsed.data,
      'reason',
      (data, key) => reject.mutateAsync({ id: request.id, data, headers: { 'Idempotency-Key': key } }),
      (answer) => intl.formatMessage(withdrawalRejected, { reference: answer.reference }),
    );
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

import { useSuspenseQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useStartKycSession, useSubmitKycStep } from '../../api/generated/endpoints/kyc/kyc.ts';
import type { KycSession } from '../../api/generated/model/kycSession.ts';
import type { KycStep } from '../../api/generated/model/kycStep.ts';
import type { KycType } from '../../api/generated/model/kycType.ts';
import { panel, sectionTitle, stack } from '../../styles/layout.css.ts';
import { Button } from '../../ui/button/button.tsx';
import { FileField } from '../../ui/file-field/file-field.tsx';
import { errorText } from '../../ui/form/error-text.ts';
import { Form, FormAlert } from '../../ui/form/form.tsx';
import { useForm } from '../../ui/form/use-form.ts';
import { Select } from '../../ui/select/select.tsx';
import { TextField } from '../../ui/text-field/text-field.tsx';
import { showSuccessToast } from '../../ui/toast/toast.ts';
import { kycSessionQueryOptions } from './kyc-queries.ts';
import * as styles from './kyc.css.ts';
import { kycLevelMessage } from '../../i18n/kyc-level.ts';
import { StatusPill } from '../../ui/money-record/status-pill.tsx';
import { member, rejectionReason, stepNames, stepStatus, types } from './messages.ts';

/**
 * setting/verification-identity: where the member stands, the start of a verification (as a person or an
 * enterprise) or its steps, each with its document to send, or to send again with the reason it was refused.
 */
export function VerificationPage() {
  const intl = useIntl();
  const { data } = useSuspenseQuery(kycSessionQueryOptions());
  // A status an administrator cleared ("resend the KYC") starts over, whatever the old session says.
  const session = data.kyc === null ? null : data.session;
  return (
    <div className={styles.page}>
      <p>
        {intl.formatMessage(member.statusLabel)} :{' '}
        <StatusPill status={data.kyc ?? 'none'}>{intl.formatMessage(kycLevelMessage(data.kyc))}</StatusPill>
      </p>
      {session ? <Steps session={session} /> : <StartForm />}
    </div>
  );
}

function StartForm() {
  const intl = useIntl();
  const [type, setType] = useState<KycType>('user');
  const { formRef, errors, failure, submit, isPending } = useForm({
    mutation: useStartKycSession(),
    fields: ['type', 'company_name'],
    failure: 'alert-unmatched',
    successText: () => intl.formatMessage(member.started),
  });
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const company = String(new FormData(event.currentTarget).get('company_name') ?? '').trim();
    void submit(type === 'enterprise' ? { type, company_name: company } : { type });
  };
  return (
    <section className={panel} aria-labelledby="kyc-start-title">
      <h2 id="kyc-start-title" className={sectionTitle}>
        {intl.formatMessage(member.startTitle)}
      </h2>
      <Form ref={formRef} validationErrors={errors} onSubmit={onSubmit} className={stack}>
        {failure && <FormAlert>{failure.text}</FormAlert>}
        <Select
          label={intl.formatMessage(member.typeLabel)}
          name="type"
          options={(['user', 'enterprise'] as const).map((id) => ({ id, name: intl.formatMessage(types[id]) }))}
          value={type}
          onChange={(key) => {
            if (key === 'user' || key === 'enterprise') setType(key);
          }}
        />
        {type === 'enterprise' && (
          <TextField name="company_name" label={intl.formatMessage(member.companyName)} maxLength={200} isRequired />
        )}
        <div>
          <Button type="submit" isPending={isPending}>
            {intl.formatMessage(member.start)}
          </Button>
        </div>
      </Form>
    </section>
  );
}

function Steps({ session }: { session: KycSession }) {
  const intl = useIntl();
  return (
    <section className={stack} aria-labelledby="kyc-steps-title">
      <h2 id="kyc-steps-title" className={sectionTitle}>
        {intl.formatMessage(member.stepsTitle)} · {intl.formatMessage(types[session.type])}
      </h2>
      {session.status === 'verified' && <p>{intl.formatMessage(member.done)}</p>}
      <ol className={styles.steps}>
        {session.steps.map((step) => (
          <li key={step.id}>
            <StepPanel step={step} />
          </li>
        ))}
      </ol>
    </section>
  );
}

function StepPanel({ step }: { step: KycStep }) {
  const intl = useIntl();
  const send = useSubmitKycStep();
  const name = intl.formatMessage(stepNames[step.name]);
  const sendable = step.status === 'not_sent' || step.status === 'rejected';
  return (
    <article className={panel} aria-label={name}>
      <h3 className={sectionTitle}>{name}</h3>
      <p>
        <StatusPill status={step.status}>{intl.formatMessage(stepStatus[step.status])}</StatusPill>
      </p>
      {step.status === 'rejected' && step.reason && (
        <p className={styles.reason}>{intl.formatMessage(rejectionReason, { reason: step.reason })}</p>
      )}
      {sendable && (
        <FileField
          label={`${intl.formatMessage(member.documentLabel)} : ${name}`}
          description={intl.formatMessage(member.documentHint)}
          accept="image/png,image/jpeg,application/pdf"
          submitLabel={intl.formatMessage(step.status === 'rejected' ? member.sendAgain : member.send)}
          isPending={send.isPending}
          errorMessage={send.error ? errorText(intl, send.error) : null}
          onSubmit={(file) =>
            send.mutate(
              { step: step.name, data: { file } },
              {
                onSuccess: () => showSuccessToast(intl.formatMessage(member.sent)),
              },
            )
          }
        />
      )}
    </article>
  );
}

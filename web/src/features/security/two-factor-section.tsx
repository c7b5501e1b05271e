import { useState } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import {
  useDisableTwoFactor,
  useEnableTwoFactor,
  useRegenerateRecoveryCodes,
  useStartTwoFactorSetup,
} from '../../api/generated/endpoints/security/security.ts';
import type { RecoveryCodes } from '../../api/generated/model/recoveryCodes.ts';
import type { SecurityOverview } from '../../api/generated/model/securityOverview.ts';
import type { TwoFactorCodeRequest } from '../../api/generated/model/twoFactorCodeRequest.ts';
import type { TwoFactorSetup } from '../../api/generated/model/twoFactorSetup.ts';
import type { LoginPasswordRequest } from '../../api/generated/model/loginPasswordRequest.ts';
import { EnableTwoFactorBody, StartTwoFactorSetupBody } from '../../api/generated/zod/security/security.zod.ts';
import { actions, muted, panel, sectionTitle, stack } from '../../styles/layout.css.ts';
import { Button } from '../../ui/button/button.tsx';
import { CopyButton } from '../../ui/copy-button/copy-button.tsx';
import type { FieldOfCode } from '../../ui/form/field-errors.ts';
import { Form, FormAlert } from '../../ui/form/form.tsx';
import { type FormMutation, useForm } from '../../ui/form/use-form.ts';
import { QrCode } from '../../ui/qr-code/qr-code.tsx';
import { TextField } from '../../ui/text-field/text-field.tsx';
import { messages, twoFactorOn } from './messages.ts';
import * as styles from './security.css.ts';

const CODE_FIELD_OF_CODE: FieldOfCode<'enableTwoFactor' | 'disableTwoFactor' | 'regenerateRecoveryCodes'> = {
  TWO_FACTOR_INVALID: 'code',
};
const START_FIELD_OF_CODE: FieldOfCode<'startTwoFactorSetup'> = { PASSWORD_INVALID: 'password' };

interface CodeFormProps<Answer> {
  mutation: FormMutation<{ data: TwoFactorCodeRequest }, Answer>;
  label: MessageDescriptor;
  submit: MessageDescriptor;
  done?: MessageDescriptor;
  onDone?: (answer: Answer) => void;
  onCancel?: () => void;
}

/** One code (of the app, or a recovery code where the platform takes one) that confirms an action. */
function CodeForm<Answer>({ mutation, label, submit, done, onDone, onCancel }: CodeFormProps<Answer>) {
  const intl = useIntl();
  const form = useForm<{ code: string }, TwoFactorCodeRequest, { data: TwoFactorCodeRequest }, Answer>({
    initial: { code: '' },
    schema: EnableTwoFactorBody,
    toBody: (values) => ({ code: values.code.replace(/\s/g, '') }),
    describe: (_issue, value) => intl.formatMessage(value ? messages.codeInvalid : messages.required),
    mutation,
    fieldOfCode: CODE_FIELD_OF_CODE,
    failure: 'alert-unmatched',
    ...(done && { successText: () => intl.formatMessage(done) }),
    onSuccess: (answer) => {
      form.setValues({ code: '' });
      onDone?.(answer);
    },
  });
  return (
    <Form ref={form.formRef} onSubmit={form.onSubmit} validationErrors={form.errors} className={styles.form}>
      {form.failure && <FormAlert>{form.failure.text}</FormAlert>}
      <TextField
        {...form.bind.text(['code'])}
        onInput={() => form.clearError('code')}
        autoComplete="one-time-code"
        spellCheck="false"
        maxLength={17}
        label={intl.formatMessage(label)}
        isRequired
      />
      <div className={actions}>
        <Button type="submit" isPending={form.isPending}>
          {intl.formatMessage(submit)}
        </Button>
        {onCancel && (
          <Button variant="secondary" onPress={onCancel}>
            {intl.formatMessage(messages.cancel)}
          </Button>
        )}
      </div>
    </Form>
  );
}

/** The login password, before a new secret is shown: a session alone must not turn 2FA on. */
function StartForm({ onStarted }: { onStarted: (setup: TwoFactorSetup) => void }) {
  const intl = useIntl();
  const start = useStartTwoFactorSetup();
  const form = useForm<LoginPasswordRequest, LoginPasswordRequest, { data: LoginPasswordRequest }, TwoFactorSetup>({
    initial: { password: '' },
    schema: StartTwoFactorSetupBody,
    toBody: (values) => values,
    describe: () => intl.formatMessage(messages.required),
    mutation: start,
    fieldOfCode: START_FIELD_OF_CODE,
    failure: 'alert-unmatched',
    onSuccess: (setup) => {
      form.setValues({ password: '' });
      onStarted(setup);
    },
  });
  return (
    <Form ref={form.formRef} onSubmit={form.onSubmit} validationErrors={form.errors} className={styles.form}>
      {form.failure && <FormAlert>{form.failure.text}</FormAlert>}
      <p>{intl.formatMessage(messages.enableProof)}</p>
      <TextField
        {...form.bind.text(['password'])}
        type="password"
        autoComplete="current-password"
        label={intl.formatMessage(messages.loginPassword)}
        isRequired
      />
      <div className={actions}>
        <Button type="submit" isPending={form.isPending}>
          {intl.formatMessage(messages.enable)}
        </Button>
      </div>
    </Form>
  );
}

/** The recovery codes, shown once, right after they were made. */
function RecoveryCodeList({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const intl = useIntl();
  return (
    <div className={styles.recovery} role="region" aria-labelledby="security-recovery">
      <h3 id="security-recovery" className={styles.subTitle}>
        {intl.formatMessage(messages.recoveryTitle)}
      </h3>
      <p>{intl.formatMessage(messages.recoveryIntro)}</p>
      <ul className={styles.codes} aria-label={intl.formatMessage(messages.recoveryTitle)}>
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className={actions}>
        <CopyButton text={codes.join('\n')} label={intl.formatMessage(messages.copyCodes)} />
        <Button onPress={onDone}>{intl.formatMessage(messages.done)}</Button>
      </div>
    </div>
  );
}

/** Two-factor authentication: turned on with a scanned secret and a first code, then its recovery codes. */
export function TwoFactorSection({ overview }: { overview: SecurityOverview }) {
  const intl = useIntl();
  const enable = useEnableTwoFactor();
  const disable = useDisableTwoFactor();
  const regenerate = useRegenerateRecoveryCodes();
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const showCodes = (answer: RecoveryCodes) => {
    setSetup(null);
    setCodes(answer.recovery_codes);
  };

  let body;
  if (codes) body = <RecoveryCodeList codes={codes} onDone={() => setCodes(null)} />;
  else if (setup)
    body = (
      <div className={stack}>
        <p>{intl.formatMessage(messages.scan)}</p>
        <QrCode value={setup.otpauth_url} label={intl.formatMessage(messages.qrLabel)} />
        <p>
          {intl.formatMessage(messages.secretLabel)} : <code className={styles.secret}>{setup.secret}</code>
        </p>
        <CodeForm
          mutation={enable}
          label={messages.twoFactorCode}
          submit={messages.confirm}
          done={messages.enabled}
          onDone={showCodes}
          onCancel={() => setSetup(null)}
        />
      </div>
    );
  else if (!overview.two_factor_enabled) body = <StartForm onStarted={setSetup} />;
  else
    body = (
      <div className={stack}>
        <CodeForm
          mutation={regenerate}
          label={messages.twoFactorCode}
          submit={messages.regenerate}
          onDone={showCodes}
        />
        <CodeForm
          mutation={disable}
          label={messages.twoFactorCodeOrRecovery}
          submit={messages.disable}
          done={messages.disabled}
        />
      </div>
    );

  return (
    <section className={panel} aria-labelledby="security-2fa">
      <h2 id="security-2fa" className={sectionTitle}>
        {intl.formatMessage(messages.twoFactorTitle)}
      </h2>
      <p className={muted} aria-live="polite">
        {overview.two_factor_enabled
          ? intl.formatMessage(twoFactorOn, { count: overview.recovery_codes_left })
          : intl.formatMessage(messages.twoFactorOff)}
      </p>
      {body}
    </section>
  );
}

import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useChangePassword, useSetTransactionPassword } from '../../api/generated/endpoints/security/security.ts';
import type { ChangePasswordRequest } from '../../api/generated/model/changePasswordRequest.ts';
import type { SetTransactionPasswordRequest } from '../../api/generated/model/setTransactionPasswordRequest.ts';
import { ChangePasswordBody, SetTransactionPasswordBody } from '../../api/generated/zod/security/security.zod.ts';
import { actions, muted, panel, sectionTitle } from '../../styles/layout.css.ts';
import { Button } from '../../ui/button/button.tsx';
import { Checkbox } from '../../ui/checkbox/checkbox.tsx';
import type { FieldErrors, FieldOfCode } from '../../ui/form/field-errors.ts';
import { Form, FormAlert } from '../../ui/form/form.tsx';
import { useForm } from '../../ui/form/use-form.ts';
import { TextField } from '../../ui/text-field/text-field.tsx';
import { messages, tooShort } from './messages.ts';
import * as styles from './security.css.ts';

const MIN_PASSWORD = 10;
const MIN_TRANSACTION_PASSWORD = 8;

interface PasswordValues {
  current_password: string;
  password: string;
  repeat_password: string;
}
const NO_PASSWORD: PasswordValues = { current_password: '', password: '', repeat_password: '' };
const PASSWORD_FIELD_OF_CODE: FieldOfCode<'changePassword'> = { PASSWORD_INVALID: 'current_password' };

/** A new login password: the current one proves it is the member; the other sign-ins end. */
export function ChangePasswordForm() {
  const intl = useIntl();
  const change = useChangePassword();
  const form = useForm<PasswordValues, ChangePasswordRequest>({
    initial: NO_PASSWORD,
    schema: ChangePasswordBody,
    describe: (_issue, value, field) =>
      field === 'password' && value
        ? intl.formatMessage(tooShort, { count: MIN_PASSWORD })
        : intl.formatMessage(messages.required),
    rules: (values): FieldErrors =>
      values.repeat_password !== values.password ? { repeat_password: intl.formatMessage(messages.mismatch) } : {},
    mutation: change,
    fieldOfCode: PASSWORD_FIELD_OF_CODE,
    failure: 'alert-unmatched',
    successText: () => intl.formatMessage(messages.passwordChanged),
    onSuccess: () => {
      form.setValues(NO_PASSWORD);
    },
  });
  const { formRef, errors, failure, onSubmit, bind, clearError } = form;
  const field = (name: keyof PasswordValues) => ({ ...bind.text([name]), onInput: () => clearError(name) });
  return (
    <section className={panel} aria-labelledby="security-password">
      <h2 id="security-password" className={sectionTitle}>
        {intl.formatMessage(messages.passwordTitle)}
      </h2>
      <p className={muted}>{intl.formatMessage(messages.passwordIntro)}</p>
      <Form ref={formRef} onSubmit={onSubmit} validationErrors={errors} className={styles.form}>
        {failure && <FormAlert>{failure.text}</FormAlert>}
        <TextField
          {...field('current_password')}
          type="password"
          autoComplete="current-password"
          label={intl.formatMessage(messages.currentPassword)}
          isRequired
        />
        <TextField
          {...field('password')}
          type="password"
          autoComplete="new-password"
          label={intl.formatMessage(messages.newPassword)}
          isRequired
        />
        <p className={muted}>{intl.formatMessage(messages.newPasswordHint)}</p>
        <TextField
          {...field('repeat_password')}
          type="password"
          autoComplete="new-password"
          label={intl.formatMessage(messages.repeatPassword)}
          isRequired
        />
        <div className={actions}>
          <Button type="submit" isPending={form.isPending}>
            {intl.formatMessage(messages.changePassword)}
          </Button>
        </div>
      </Form>
    </section>
  );
}

interface TxValues {
  current_transaction_password: string;
  password: string;
  two_factor_code: string;
  transaction_password: string;
  repeat_transaction_password: string;
}
const NO_TX: TxValues = {
  current_transaction_password: '',
  password: '',
  two_factor_code: '',
  transaction_password: '',
  repeat_transaction_password: '',
};

const TX_FIELD_OF_CODE: FieldOfCode<'setTransactionPassword'> = {
  PASSWORD_INVALID: 'password',
  TRANSACTION_PASSWORD_INVALID: 'current_transaction_password',
  TWO_FACTOR_INVALID: 'two_factor_code',
  TWO_FACTOR_REQUIRED: 'two_factor_code',
};

/**
 * The transaction password: the first needs the login password; a change the current one, or (forgotten) the
 * login password and, with 2FA on, a code.
 */
export function TransactionPasswordForm({ isSet, twoFactor }: { isSet: boolean; twoFactor: boolean }) {
  const intl = useIntl();
  const save = useSetTransactionPassword();
  const [forgotten, setForgotten] = useState(false);
  const withPassword = !isSet || forgotten;
  const withCode = isSet && forgotten && twoFactor;
  const form = useForm<TxValues, SetTransactionPasswordRequest>({
    initial: NO_TX,
    schema: SetTransactionPasswordBody,
    toBody: (values) => ({
      transaction_password: values.transaction_password,
      repeat_transaction_password: values.repeat_transaction_password,
      ...(withPassword
        ? { password: values.password }
        : { current_transaction_password: values.current_transaction_password }),
      ...(withCode ? { two_factor_code: values.two_factor_code.replace(/\s/g, '') } : {}),
    }),
    describe: (_issue, value, field) => {
      if (field === 'transaction_password' && value)
        return intl.formatMessage(tooShort, { count: MIN_TRANSACTION_PASSWORD });
      if (field === 'two_factor_code' && value) return intl.formatMessage(messages.codeInvalid);
      return intl.formatMessage(messages.required);
    },
    rules: (values): FieldErrors =>
      values.repeat_transaction_password !== values.transaction_password
        ? { repeat_transaction_password: intl.formatMessage(messages.mismatch) }
        : {},
    mutation: save,
    fieldOfCode: TX_FIELD_OF_CODE,
    failure: 'alert-unmatched',
    successText: () => intl.formatMessage(messages.txSaved),
    onSuccess: () => {
      form.setValues(NO_TX);
      setForgotten(false);
    },
  });
  const { formRef, errors, failure, onSubmit, bind, clearError } = form;
  const field = (name: keyof TxValues) => ({ ...bind.text([name]), onInput: () => clearError(name) });
  return (
    <section className={panel} aria-labelledby="security-tx">
      <h2 id="security-tx" className={sectionTitle}>
        {intl.formatMessage(messages.txTitle)}
      </h2>
      <p className={muted}>
        {intl.formatMessage(messages.txIntro)} {intl.formatMessage(isSet ? messages.txSet : messages.txNotSet)}
      </p>
      <Form ref={formRef} onSubmit={onSubmit} validationErrors={errors} className={styles.form}>
        {failure && <FormAlert>{failure.text}</FormAlert>}
        {isSet && !forgotten && (
          <TextField
            {...field('current_transaction_password')}
            type="password"
            autoComplete="off"
            label={intl.formatMessage(messages.currentTx)}
            isRequired
          />
        )}
        {isSet && (
          <Checkbox isSelected={forgotten} onChange={setForgotten}>
            {intl.formatMessage(messages.forgotTx)}
          </Checkbox>
        )}
        {withPassword && (
          <TextField
            {...field('password')}
            type="password"
            autoComplete="current-password"
            label={intl.formatMessage(messages.loginPassword)}
            isRequired
          />
        )}
        {withCode && (
          <TextField
            {...field('two_factor_code')}
            autoComplete="one-time-code"
            label={intl.formatMessage(messages.twoFactorCodeOrRecovery)}
            isRequired
          />
        )}
        <TextField
          {...field('transaction_password')}
          type="password"
          autoComplete="off"
          label={intl.formatMessage(messages.newTx)}
          isRequired
        />
        <TextField
          {...field('repeat_transaction_password')}
          type="password"
          autoComplete="off"
          label={intl.formatMessage(messages.repeatTx)}
          isRequired
        />
        <div className={actions}>
          <Button type="submit" isPending={form.isPending}>
            {intl.formatMessage(messages.saveTx)}
          </Button>
        </div>
      </Form>
    </section>
  );
}

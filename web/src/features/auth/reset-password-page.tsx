import { type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { ResetPasswordBody, resetPasswordBodyTokenRegExp } from '../../api/generated/zod/auth/auth.zod.ts';
import { Button } from '../../ui/button/button.tsx';
import { Form, FormAlert } from '../../ui/form/form.tsx';
import { Link } from '../../ui/link/link.tsx';
import { TextField } from '../../ui/text-field/text-field.tsx';
import { useResetPasswordMutation } from './auth-mutations.ts';
import { AuthPage } from './auth-page.tsx';
import * as styles from './auth.css.ts';
import { useForm } from '../../ui/form/use-form.ts';
import { describeIssue } from './issue-wording.ts';
import { accountMessages } from './account-messages.ts';
import { messages } from './messages.ts';

/** The page of a reset link: the new password twice; `onReset` goes on to sign in. */
export function ResetPasswordPage({ token, onReset }: { token: string | undefined; onReset: () => void }) {
  const intl = useIntl();
  const reset = useResetPasswordMutation();
  const { formRef, errors, clearError, failure, submit } = useForm({
    schema: ResetPasswordBody,
    describe: describeIssue(intl),
    rules: (values: { token: string; password: string; repeat_password: string }) => ({
      ...(values.password !== values.repeat_password && {
        repeat_password: intl.formatMessage(accountMessages.passwordMismatch),
      }),
    }),
    mutation: reset,
    fields: ['password', 'repeat_password'],
    failure: 'alert-unmatched',
    successText: ({ message }) => message,
    onSuccess: onReset,
  });

  if (!token || !resetPasswordBodyTokenRegExp.test(token)) {
    return (
      <AuthPage title={intl.formatMessage(accountMessages.resetTitle)}>
        <FormAlert>{intl.formatMessage(accountMessages.resetNoToken)}</FormAlert>
        <p>
          <Link to="/forgot-password">{intl.formatMessage(messages.forgotLink)}</Link>
        </p>
      </AuthPage>
    );
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    void submit({
      token,
      password: String(form.get('password') ?? ''),
      repeat_password: String(form.get('repeat_password') ?? ''),
    });
  };

  return (
    <AuthPage title={intl.formatMessage(accountMessages.resetTitle)}>
      <Form ref={formRef} onSubmit={onSubmit} validationErrors={errors}>
        {failure && <FormAlert>{failure.text}</FormAlert>}
        <TextField
          name="password"
          type="password"
          label={intl.formatMessage(accountMessages.fieldNewPassword)}
          autoComplete="new-password"
          isRequired
          onChange={() => clearError('password')}
        />
        <TextField
          name="repeat_password"
          type="password"
          label={intl.formatMessage(accountMessages.fieldRepeatPassword)}
          autoComplete="new-password"
          isRequired
          onChange={() => clearError('repeat_password')}
        />
        <div className={styles.actions}>
          <Button type="submit" isPending={reset.isPending}>
            {intl.formatMessage(accountMessages.resetSubmit)}
          </Button>
        </div>
      </Form>
    </AuthPage>
  );
}

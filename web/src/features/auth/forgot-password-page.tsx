import { type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { ForgotPasswordBody } from '../../api/generated/zod/auth/auth.zod.ts';
import { Button } from '../../ui/button/button.tsx';
import { Form, FormAlert } from '../../ui/form/form.tsx';
import { Link } from '../../ui/link/link.tsx';
import { TextField } from '../../ui/text-field/text-field.tsx';
import { useForgotPasswordMutation } from './auth-mutations.ts';
import { AuthPage } from './auth-page.tsx';
import * as styles from './auth.css.ts';
import { isCaptchaError, useCaptcha } from './captcha-field.tsx';
import { useForm } from '../../ui/form/use-form.ts';
import { describeIssue } from './issue-wording.ts';
import { accountMessages } from './account-messages.ts';

/** Asks for a reset link; `onSent` shows the check-your-inbox page, whatever account the address has. */
export function ForgotPasswordPage({ onSent }: { onSent: () => void }) {
  const intl = useIntl();
  const forgot = useForgotPasswordMutation();
  const captcha = useCaptcha({ always: true });
  const { formRef, errors, clearError, failure, submit } = useForm({
    schema: ForgotPasswordBody,
    describe: describeIssue(intl),
    check: () => captcha.ready() && undefined,
    mutation: forgot,
    variables: (body) => ({ data: { ...body, captcha: captcha.solution } }),
    fields: ['email'],
    failure: 'alert-unmatched',
    onSuccess: onSent,
    onError: (error) => {
      captcha.settled(error);
      if (isCaptchaError(error)) return false;
    },
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void submit({ email: String(new FormData(event.currentTarget).get('email') ?? '').trim() });
  };

  return (
    <AuthPage title={intl.formatMessage(accountMessages.forgotTitle)}>
      <p className={styles.intro}>{intl.formatMessage(accountMessages.forgotIntro)}</p>
      <Form ref={formRef} onSubmit={onSubmit} validationErrors={errors}>
        {failure && <FormAlert>{failure.text}</FormAlert>}
        <TextField
          name="email"
          type="email"
          label={intl.formatMessage(accountMessages.fieldEmail)}
          autoComplete="email"
          isRequired
          onChange={() => clearError('email')}
        />
        {captcha.field}
        <div className={styles.actions}>
          <Button type="submit" isPending={forgot.isPending}>
            {intl.formatMessage(accountMessages.forgotSubmit)}
          </Button>
        </div>
      </Form>
      <p>
        <Link to="/login">{intl.formatMessage(accountMessages.backToLogin)}</Link>
      </p>
    </AuthPage>
  );
}

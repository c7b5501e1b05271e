import { useState, type FormEvent } from 'react';
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
import { errorMessage } from './error-message.ts';
import { useFieldErrors } from '../../ui/form/use-field-errors.ts';
import { serverFieldErrors, zodFieldErrors } from './form-errors.ts';
import { messages } from './messages.ts';
import { sessionMessages } from './session-messages.ts';

/** Asks for a reset link; `onSent` shows the check-your-inbox page, whatever account the address has. */
export function ForgotPasswordPage({ onSent }: { onSent: () => void }) {
  const intl = useIntl();
  const forgot = useForgotPasswordMutation();
  const { formRef, errors, showErrors, clearError } = useFieldErrors();
  const [formError, setFormError] = useState<string | null>(null);
  const captcha = useCaptcha({ always: true });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(null);
    const values = { email: String(new FormData(event.currentTarget).get('email') ?? '').trim() };
    const parsed = ForgotPasswordBody.safeParse(values);
    if (!parsed.success) {
      showErrors(zodFieldErrors(parsed.error, values, intl));
      return;
    }
    if (!captcha.ready()) return;
    forgot.mutate(
      { data: { ...parsed.data, captcha: captcha.solution } },
      {
        onSuccess: onSent,
        onError: (error) => {
          captcha.settled(error);
          if (isCaptchaError(error)) return;
          const fromServer = serverFieldErrors(error, ['email']);
          if (fromServer.rest) setFormError(errorMessage(error, intl.formatMessage(sessionMessages.genericError)));
          showErrors(fromServer.fields);
        },
      },
    );
  };

  return (
    <AuthPage title={intl.formatMessage(messages.forgotTitle)}>
      <p className={styles.intro}>{intl.formatMessage(messages.forgotIntro)}</p>
      <Form ref={formRef} onSubmit={onSubmit} validationErrors={errors}>
        {formError && <FormAlert>{formError}</FormAlert>}
        <TextField
          name="email"
          type="email"
          label={intl.formatMessage(messages.fieldEmail)}
          autoComplete="email"
          isRequired
          onChange={() => clearError('email')}
        />
        {captcha.field}
        <div className={styles.actions}>
          <Button type="submit" isPending={forgot.isPending}>
            {intl.formatMessage(messages.forgotSubmit)}
          </Button>
        </div>
      </Form>
      <p>
        <Link to="/login">{intl.formatMessage(messages.backToLogin)}</Link>
      </p>
    </AuthPage>
  );
}

import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { ResetPasswordBody, resetPasswordBodyTokenRegExp } from '../../api/generated/zod/auth/auth.zod.ts';
import { Button } from '../../ui/button/button.tsx';
import { Form, FormAlert } from '../../ui/form/form.tsx';
import { Link } from '../../ui/link/link.tsx';
import { showSuccessToast } from '../../ui/toast/toast.ts';
import { TextField } from '../../ui/text-field/text-field.tsx';
import { useResetPasswordMutation } from './auth-mutations.ts';
import { AuthPage } from './auth-page.tsx';
import * as styles from './auth.css.ts';
import { errorMessage } from './error-message.ts';
import { useFieldErrors } from '../../ui/form/use-field-errors.ts';
import { serverFieldErrors, zodFieldErrors } from './form-errors.ts';
import { messages } from './messages.ts';
import { sessionMessages } from './session-messages.ts';

/** The page of a reset link: the new password twice; `onReset` goes on to sign in. */
export function ResetPasswordPage({ token, onReset }: { token: string | undefined; onReset: () => void }) {
  const intl = useIntl();
  const reset = useResetPasswordMutation();
  const { formRef, errors, showErrors, clearError } = useFieldErrors();
  const [formError, setFormError] = useState<string | null>(null);

  if (!token || !resetPasswordBodyTokenRegExp.test(token)) {
    return (
      <AuthPage title={intl.formatMessage(messages.resetTitle)}>
        <FormAlert>{intl.formatMessage(messages.resetNoToken)}</FormAlert>
        <p>
          <Link to="/forgot-password">{intl.formatMessage(messages.forgotLink)}</Link>
        </p>
      </AuthPage>
    );
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(null);
    const form = new FormData(event.currentTarget);
    const values = {
      token,
      password: String(form.get('password') ?? ''),
      repeat_password: String(form.get('repeat_password') ?? ''),
    };
    const parsed = ResetPasswordBody.safeParse(values);
    const fieldErrors = parsed.success ? {} : zodFieldErrors(parsed.error, values, intl);
    if (values.password !== values.repeat_password && !fieldErrors.repeat_password) {
      fieldErrors.repeat_password = intl.formatMessage(messages.passwordMismatch);
    }
    if (!parsed.success || Object.keys(fieldErrors).length > 0) {
      showErrors(fieldErrors);
      return;
    }
    reset.mutate(
      { data: parsed.data },
      {
        onSuccess: ({ message }) => {
          showSuccessToast(message);
          onReset();
        },
        onError: (error) => {
          const fromServer = serverFieldErrors(error, ['password', 'repeat_password']);
          if (fromServer.rest) setFormError(errorMessage(error, intl.formatMessage(sessionMessages.genericError)));
          showErrors(fromServer.fields);
        },
      },
    );
  };

  return (
    <AuthPage title={intl.formatMessage(messages.resetTitle)}>
      <Form ref={formRef} onSubmit={onSubmit} validationErrors={errors}>
        {formError && <FormAlert>{formError}</FormAlert>}
        <TextField
          name="password"
          type="password"
          label={intl.formatMessage(messages.fieldNewPassword)}
          autoComplete="new-password"
          isRequired
          onChange={() => clearError('password')}
        />
        <TextField
          name="repeat_password"
          type="password"
          label={intl.formatMessage(messages.fieldRepeatPassword)}
          autoComplete="new-password"
          isRequired
          onChange={() => clearError('repeat_password')}
        />
        <div className={styles.actions}>
          <Button type="submit" isPending={reset.isPending}>
            {intl.formatMessage(messages.resetSubmit)}
          </Button>
        </div>
      </Form>
    </AuthPage>
  );
}

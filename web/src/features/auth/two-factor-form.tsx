import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../ui/button/button.tsx';
import { Form, FormAlert } from '../../ui/form/form.tsx';
import { TextField } from '../../ui/text-field/text-field.tsx';
import { useVerifyTwoFactorMutation } from './auth-mutations.ts';
import { AuthPage } from './auth-page.tsx';
import { authSchemasOrNothing, useAuthSchemasSoon } from './auth-schemas.ts';
import * as styles from './auth.css.ts';
import { errorMessage } from './error-message.ts';
import { useFieldErrors } from '../../ui/form/use-field-errors.ts';
import { messages } from './messages.ts';
import { sessionMessages } from './session-messages.ts';
import { ANONYMOUS, setSession } from './session-queries.ts';
import { useAuth } from './use-auth.ts';

/** The second step of a sign-in: the six-digit code of the authenticator app. */
export function TwoFactorForm({ onSignedIn }: { onSignedIn: () => void }) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const auth = useAuth();
  const verify = useVerifyTwoFactorMutation();
  const { formRef, errors, showErrors, clearError } = useFieldErrors();

  useAuthSchemasSoon();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const token = String(new FormData(event.currentTarget).get('token') ?? '').replace(/\s/g, '');
    const schemas = await authSchemasOrNothing();
    const parsed = schemas?.VerifyTwoFactorBody.safeParse({ token }) ?? { success: true as const, data: { token } };
    if (!parsed.success) {
      showErrors({ token: intl.formatMessage(token ? messages.twoFactorInvalid : messages.errorRequired) });
      return;
    }
    verify.mutate({ data: parsed.data }, { onSuccess: onSignedIn });
  };

  return (
    <AuthPage title={intl.formatMessage(messages.twoFactorTitle)}>
      <p className={styles.intro}>{intl.formatMessage(messages.twoFactorIntro)}</p>
      <Form ref={formRef} onSubmit={onSubmit} validationErrors={errors}>
        {verify.isError && (
          <FormAlert>{errorMessage(verify.error, intl.formatMessage(sessionMessages.genericError))}</FormAlert>
        )}
        <TextField
          name="token"
          label={intl.formatMessage(messages.twoFactorCode)}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          isRequired
          autoFocus
          onChange={() => clearError('token')}
        />
        <div className={styles.actions}>
          <Button type="submit" isPending={auth.verifying}>
            {intl.formatMessage(messages.twoFactorSubmit)}
          </Button>
          <Button variant="secondary" onPress={() => setSession(queryClient, ANONYMOUS)}>
            {intl.formatMessage(messages.twoFactorCancel)}
          </Button>
        </div>
      </Form>
    </AuthPage>
  );
}

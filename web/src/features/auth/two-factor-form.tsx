import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../ui/button/button.tsx';
import { Form, FormAlert } from '../../ui/form/form.tsx';
import { TextField } from '../../ui/text-field/text-field.tsx';
import { useVerifyTwoFactorMutation } from './auth-mutations.ts';
import { AuthPage } from './auth-page.tsx';
import { authSchemasOrNothing, useAuthSchemasSoon } from './auth-schemas.ts';
import * as styles from './auth.css.ts';
import { useForm } from '../../ui/form/use-form.ts';
import { messages } from './messages.ts';
import { recoveryMessages } from './two-factor-messages.ts';
import { ANONYMOUS, setSession } from './session-queries.ts';
import { useAuth } from './use-auth.ts';

/** The second step of a sign-in: the six-digit code of the authenticator app, or one of the recovery codes. */
export function TwoFactorForm({ onSignedIn }: { onSignedIn: () => void }) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const auth = useAuth();
  const verify = useVerifyTwoFactorMutation();
  const [recovery, setRecovery] = useState(false);
  const { formRef, errors, clearError, failure, submit } = useForm({
    schema: () => authSchemasOrNothing().then((schemas) => schemas?.VerifyTwoFactorBody),
    describe: (_issue, token) => {
      if (!token) return intl.formatMessage(messages.errorRequired);
      return intl.formatMessage(recovery ? recoveryMessages.recoveryInvalid : messages.twoFactorInvalid);
    },
    mutation: verify,
    // No field of the form takes the server's details: the failure is said above it.
    fields: [],
    failure: 'alert',
    onSuccess: onSignedIn,
  });

  useAuthSchemasSoon();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void submit({ token: String(new FormData(event.currentTarget).get('token') ?? '').replace(/\s/g, '') });
  };

  return (
    <AuthPage title={intl.formatMessage(messages.twoFactorTitle)}>
      <p className={styles.intro}>{intl.formatMessage(messages.twoFactorIntro)}</p>
      <Form ref={formRef} onSubmit={onSubmit} validationErrors={errors}>
        {failure && <FormAlert>{failure.text}</FormAlert>}
        <TextField
          key={recovery ? 'recovery' : 'app'}
          name="token"
          label={intl.formatMessage(recovery ? recoveryMessages.recoveryCode : messages.twoFactorCode)}
          inputMode={recovery ? 'text' : 'numeric'}
          autoComplete={recovery ? 'off' : 'one-time-code'}
          spellCheck="false"
          maxLength={recovery ? 17 : 6}
          isRequired
          autoFocus
          onChange={() => clearError('token')}
        />
        <Button
          variant="secondary"
          onPress={() => {
            clearError('token');
            setRecovery(!recovery);
          }}
        >
          {intl.formatMessage(recovery ? recoveryMessages.useApp : recoveryMessages.useRecovery)}
        </Button>
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

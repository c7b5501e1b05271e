import { Suspense, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../ui/button/button.tsx';
import { Form, FormAlert } from '../../ui/form/form.tsx';
import { Link } from '../../ui/link/link.tsx';
import { lazyComponent } from '../../chunks/lazy-part.tsx';
import { TextField } from '../../ui/text-field/text-field.tsx';
import { useSignInMutation } from './auth-mutations.ts';
import { AuthPage } from './auth-page.tsx';
import { authSchemasOrNothing, useAuthSchemasSoon } from './auth-schemas.ts';
import * as styles from './auth.css.ts';
import { isCaptchaError, useCaptcha } from './captcha-field.tsx';
import { useFieldErrors } from '../../ui/form/use-field-errors.ts';
import { serverFieldErrors, zodFieldErrors } from './form-errors.ts';
import { messages } from './messages.ts';
import { useAuth } from './use-auth.ts';

const FIELDS = ['login', 'password'] as const;

// The second step, for the accounts with 2FA: its code comes while the first step is sent. A load that
// fails is the page's error, with its reload.
const loadTwoFactorForm = () => import('./two-factor-form.tsx').then((module) => module.TwoFactorForm);
const TwoFactorForm = lazyComponent(loadTwoFactorForm);

/**
 * Sign-in, then the 2FA code when the server asks for it (or when the session already waits for
 * it). `onSignedIn` leaves the page once someone is signed in.
 */
export function LoginPage({ onSignedIn }: { onSignedIn: () => void }) {
  const intl = useIntl();
  const auth = useAuth();
  const signIn = useSignInMutation();
  const { formRef, errors, showErrors, clearError } = useFieldErrors();
  // No friction until the platform asks for it (after repeated failures); then the widget joins the form.
  const captcha = useCaptcha({ always: false });
  useAuthSchemasSoon();

  if (auth.need2fa) {
    return (
      <Suspense fallback={null}>
        <TwoFactorForm onSignedIn={onSignedIn} />
      </Suspense>
    );
  }

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const values = { login: String(form.get('login') ?? ''), password: String(form.get('password') ?? '') };
    const schemas = await authSchemasOrNothing();
    const parsed = schemas?.SignInBody.safeParse(values) ?? { success: true as const, data: values };
    if (!parsed.success) {
      showErrors(zodFieldErrors(parsed.error, values, intl));
      return;
    }
    if (!captcha.ready()) return;
    void loadTwoFactorForm().catch(() => undefined);
    signIn.mutate(
      { data: { ...parsed.data, captcha: captcha.solution } },
      {
        onSuccess: (answer) => {
          if (!answer.two_factor_needed && answer.user) onSignedIn();
        },
        onError: (error) => {
          captcha.settled(error);
          showErrors(serverFieldErrors(error, FIELDS).fields);
        },
      },
    );
  };

  return (
    <AuthPage title={intl.formatMessage(messages.loginTitle)}>
      <Form ref={formRef} onSubmit={onSubmit} validationErrors={errors}>
        {/* A refused captcha is said under the widget instead. */}
        {auth.loginError && !isCaptchaError(signIn.error) && <FormAlert>{auth.loginError}</FormAlert>}
        <TextField
          name="login"
          label={intl.formatMessage(messages.fieldLogin)}
          autoComplete="username"
          isRequired
          onChange={() => clearError('login')}
        />
        <TextField
          name="password"
          type="password"
          label={intl.formatMessage(messages.fieldPassword)}
          autoComplete="current-password"
          isRequired
          onChange={() => clearError('password')}
        />
        {captcha.field}
        <div className={styles.actions}>
          {/*
            Disabled rather than pending: a pending button that has the focus is announced by a live
            region pointing at the button, which this form (replaced by the 2FA step or left) removes.
          */}
          <Button type="submit" isDisabled={auth.signingIn}>
            {intl.formatMessage(messages.loginSubmit)}
          </Button>
        </div>
      </Form>
      <ul className={styles.links}>
        <li>
          <Link to="/forgot-password">{intl.formatMessage(messages.forgotLink)}</Link>
        </li>
        <li>
          <Link to="/register/{-$parrain}" params={{}}>
            {intl.formatMessage(messages.loginRegisterPrompt)}
          </Link>
        </li>
      </ul>
    </AuthPage>
  );
}

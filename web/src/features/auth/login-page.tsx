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
import { useForm } from '../../ui/form/use-form.ts';
import { describeIssue } from './issue-wording.ts';
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
  // No friction until the platform asks for it (after repeated failures); then the widget joins the form.
  const captcha = useCaptcha({ always: false, serverMessage: true });
  const { formRef, errors, clearError, submit } = useForm({
    schema: () => authSchemasOrNothing().then((schemas) => schemas?.SignInBody),
    describe: describeIssue(intl),
    check: () => captcha.ready() && undefined,
    mutation: signIn,
    variables: (body) => {
      void loadTwoFactorForm().catch(() => undefined);
      return { data: { ...body, captcha: captcha.solution } };
    },
    fields: FIELDS,
    serverMessage: true,
    // The failure is the auth state's login error, shown above the fields.
    failure: 'none',
    onSuccess: (answer) => {
      if (!answer.two_factor_needed && answer.user) onSignedIn();
    },
    onError: (error) => captcha.settled(error),
  });
  useAuthSchemasSoon();

  if (auth.need2fa) {
    return (
      <Suspense fallback={null}>
        <TwoFactorForm onSignedIn={onSignedIn} />
      </Suspense>
    );
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    void submit({ login: String(form.get('login') ?? ''), password: String(form.get('password') ?? '') });
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

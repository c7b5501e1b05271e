import { useMemo, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { SignUpBody } from '../../api/generated/zod/auth/auth.zod.ts';
import { countriesIn } from '../../i18n/countries.ts';
import { Button } from '../../ui/button/button.tsx';
import { Checkbox } from '../../ui/checkbox/checkbox.tsx';
import { ComboBox } from '../../ui/combo-box/combo-box.tsx';
import { Form, FormAlert } from '../../ui/form/form.tsx';
import { Link } from '../../ui/link/link.tsx';
import { TextField } from '../../ui/text-field/text-field.tsx';
import { useSignUpMutation } from './auth-mutations.ts';
import { AuthPage } from './auth-page.tsx';
import * as styles from './auth.css.ts';
import { isCaptchaError, useCaptcha } from './captcha-field.tsx';
import { useForm } from '../../ui/form/use-form.ts';
import { describeIssue } from './issue-wording.ts';
import { accountMessages } from './account-messages.ts';
import { messages } from './messages.ts';
import { useAuth } from './use-auth.ts';

/** The fields of the sign-up form, in the order they are shown (and focused when invalid). */
const FIELDS = [
  'username',
  'password',
  'repeat_password',
  'email',
  'first_name',
  'last_name',
  'parrain',
  'country',
  'privacy_accepted',
] as const;

interface Values {
  username: string;
  password: string;
  repeat_password: string;
  email: string;
  first_name: string;
  last_name: string;
  parrain: string;
  country: string;
  privacy_accepted: boolean;
}

/**
 * Sign-up. `parrain` pre-fills the sponsor (from /register/{parrain}); `onRegistered` leaves the
 * page after the success toast.
 */
export function RegisterPage({ parrain, onRegistered }: { parrain?: string; onRegistered: () => void }) {
  const intl = useIntl();
  const auth = useAuth();
  const signUp = useSignUpMutation();
  const [country, setCountry] = useState<string | null>(null);
  const [privacyAccepted, setPrivacyAccepted] = useState(false);
  const captcha = useCaptcha({ always: true, serverMessage: true });
  const { formRef, errors, clearError, failure, submit } = useForm({
    schema: SignUpBody,
    describe: describeIssue(intl),
    rules: (values: Values) => ({
      ...(values.password !== values.repeat_password && {
        repeat_password: intl.formatMessage(accountMessages.passwordMismatch),
      }),
      ...(!values.privacy_accepted && { privacy_accepted: intl.formatMessage(accountMessages.errorPrivacy) }),
    }),
    check: () => captcha.ready() && undefined,
    mutation: signUp,
    variables: (body) => ({ data: { ...body, captcha: captcha.solution } }),
    fields: FIELDS,
    // The server's message, else the generic text (product spec, section 8).
    serverMessage: true,
    networkMessage: false,
    failure: 'alert-unmatched',
    successText: ({ message }) => message,
    onSuccess: onRegistered,
    onError: (error) => {
      captcha.settled(error);
      // A refused captcha is said under the widget, which asks for a new solution.
      if (isCaptchaError(error)) return false;
    },
  });
  const countries = useMemo(
    () => countriesIn(intl.locale).map(({ code, name }) => ({ id: code, name })),
    [intl.locale],
  );

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? '').trim();
    void submit({
      username: text('username'),
      // Passwords are taken as typed: a space is a character like any other.
      password: String(form.get('password') ?? ''),
      repeat_password: String(form.get('repeat_password') ?? ''),
      email: text('email'),
      first_name: text('first_name'),
      last_name: text('last_name'),
      parrain: text('parrain'),
      country: country ?? '',
      privacy_accepted: privacyAccepted,
    });
  };

  const field = (name: (typeof FIELDS)[number]) => ({ name, onChange: () => clearError(name) });

  return (
    <AuthPage title={intl.formatMessage(accountMessages.registerTitle)} wide>
      <Form ref={formRef} onSubmit={onSubmit} validationErrors={errors}>
        {failure && <FormAlert>{failure.text}</FormAlert>}
        <TextField
          {...field('username')}
          label={intl.formatMessage(accountMessages.fieldUsername)}
          autoComplete="username"
          isRequired
        />
        <div className={styles.columns}>
          <TextField
            {...field('password')}
            type="password"
            label={intl.formatMessage(messages.fieldPassword)}
            autoComplete="new-password"
            isRequired
          />
          <TextField
            {...field('repeat_password')}
            type="password"
            label={intl.formatMessage(accountMessages.fieldRepeatPassword)}
            autoComplete="new-password"
            isRequired
          />
        </div>
        <TextField
          {...field('email')}
          type="email"
          label={intl.formatMessage(accountMessages.fieldEmail)}
          autoComplete="email"
          isRequired
        />
        <div className={styles.columns}>
          <TextField
            {...field('first_name')}
            label={intl.formatMessage(accountMessages.fieldFirstName)}
            autoComplete="given-name"
            isRequired
          />
          <TextField
            {...field('last_name')}
            label={intl.formatMessage(accountMessages.fieldLastName)}
            autoComplete="family-name"
            isRequired
          />
        </div>
        <TextField
          {...field('parrain')}
          label={intl.formatMessage(accountMessages.fieldParrain)}
          defaultValue={parrain ?? ''}
          isRequired
        />
        <ComboBox
          name="country"
          label={intl.formatMessage(accountMessages.fieldCountry)}
          triggerLabel={intl.formatMessage(accountMessages.countryShowAll)}
          options={countries}
          selectedKey={country}
          onSelectionChange={(key) => {
            setCountry(key === null ? null : String(key));
            clearError('country');
          }}
          isRequired
        />
        <Checkbox
          name="privacy_accepted"
          isSelected={privacyAccepted}
          onChange={(selected) => {
            setPrivacyAccepted(selected);
            clearError('privacy_accepted');
          }}
          errorMessage={errors.privacy_accepted}
          isRequired
        >
          {intl.formatMessage(accountMessages.fieldPrivacy)}
        </Checkbox>
        {captcha.field}
        <div className={styles.actions}>
          <Button type="submit" isPending={auth.registering}>
            {intl.formatMessage(accountMessages.registerSubmit)}
          </Button>
        </div>
      </Form>
      <p>
        <Link to="/login">{intl.formatMessage(accountMessages.registerLoginPrompt)}</Link>
      </p>
    </AuthPage>
  );
}

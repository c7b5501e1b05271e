import { useMemo, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { SignUpBody } from '../../api/generated/zod/auth/auth.zod.ts';
import { countriesIn } from '../../i18n/countries.ts';
import { Button } from '../../ui/button/button.tsx';
import { Checkbox } from '../../ui/checkbox/checkbox.tsx';
import { ComboBox } from '../../ui/combo-box/combo-box.tsx';
import { Form, FormAlert } from '../../ui/form/form.tsx';
import { Link } from '../../ui/link/link.tsx';
import { showSuccessToast } from '../../ui/toast/toast.ts';
import { TextField } from '../../ui/text-field/text-field.tsx';
import { useSignUpMutation } from './auth-mutations.ts';
import { AuthPage } from './auth-page.tsx';
import * as styles from './auth.css.ts';
import { isCaptchaError, useCaptcha } from './captcha-field.tsx';
import { errorMessage } from './error-message.ts';
import { useFieldErrors } from '../../ui/form/use-field-errors.ts';
import { serverFieldErrors, zodFieldErrors } from './form-errors.ts';
import { messages } from './messages.ts';
import { sessionMessages } from './session-messages.ts';
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

/**
 * Sign-up. `parrain` pre-fills the sponsor (from /register/{parrain}); `onRegistered` leaves the
 * page after the success toast.
 */
export function RegisterPage({ parrain, onRegistered }: { parrain?: string; onRegistered: () => void }) {
  const intl = useIntl();
  const auth = useAuth();
  const signUp = useSignUpMutation();
  const { formRef, errors, showErrors, clearError } = useFieldErrors();
  const [formError, setFormError] = useState<string | null>(null);
  const [country, setCountry] = useState<string | null>(null);
  const [privacyAccepted, setPrivacyAccepted] = useState(false);
  const captcha = useCaptcha({ always: true });
  const countries = useMemo(
    () => countriesIn(intl.locale).map(({ code, name }) => ({ id: code, name })),
    [intl.locale],
  );

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(null);
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? '').trim();
    const values = {
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
    };
    const parsed = SignUpBody.safeParse(values);
    const fieldErrors = parsed.success ? {} : zodFieldErrors(parsed.error, values, intl);
    if (values.password !== values.repeat_password && !fieldErrors.repeat_password) {
      fieldErrors.repeat_password = intl.formatMessage(messages.passwordMismatch);
    }
    if (!values.privacy_accepted) fieldErrors.privacy_accepted = intl.formatMessage(messages.errorPrivacy);
    if (!parsed.success || Object.keys(fieldErrors).length > 0) {
      showErrors(fieldErrors);
      return;
    }
    if (!captcha.ready()) return;
    signUp.mutate(
      { data: { ...parsed.data, captcha: captcha.solution } },
      {
        onSuccess: ({ message }) => {
          showSuccessToast(message);
          onRegistered();
        },
        onError: (error) => {
          captcha.settled(error);
          // A refused captcha is said under the widget, which asks for a new solution.
          if (isCaptchaError(error)) return;
          const fromServer = serverFieldErrors(error, FIELDS);
          if (fromServer.rest) setFormError(errorMessage(error, intl.formatMessage(sessionMessages.genericError)));
          showErrors(fromServer.fields);
        },
      },
    );
  };

  const field = (name: (typeof FIELDS)[number]) => ({ name, onChange: () => clearError(name) });

  return (
    <AuthPage title={intl.formatMessage(messages.registerTitle)} wide>
      <Form ref={formRef} onSubmit={onSubmit} validationErrors={errors}>
        {formError && <FormAlert>{formError}</FormAlert>}
        <TextField
          {...field('username')}
          label={intl.formatMessage(messages.fieldUsername)}
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
            label={intl.formatMessage(messages.fieldRepeatPassword)}
            autoComplete="new-password"
            isRequired
          />
        </div>
        <TextField
          {...field('email')}
          type="email"
          label={intl.formatMessage(messages.fieldEmail)}
          autoComplete="email"
          isRequired
        />
        <div className={styles.columns}>
          <TextField
            {...field('first_name')}
            label={intl.formatMessage(messages.fieldFirstName)}
            autoComplete="given-name"
            isRequired
          />
          <TextField
            {...field('last_name')}
            label={intl.formatMessage(messages.fieldLastName)}
            autoComplete="family-name"
            isRequired
          />
        </div>
        <TextField
          {...field('parrain')}
          label={intl.formatMessage(messages.fieldParrain)}
          defaultValue={parrain ?? ''}
          isRequired
        />
        <ComboBox
          name="country"
          label={intl.formatMessage(messages.fieldCountry)}
          triggerLabel={intl.formatMessage(messages.countryShowAll)}
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
          {intl.formatMessage(messages.fieldPrivacy)}
        </Checkbox>
        {captcha.field}
        <div className={styles.actions}>
          <Button type="submit" isPending={auth.registering}>
            {intl.formatMessage(messages.registerSubmit)}
          </Button>
        </div>
      </Form>
      <p>
        <Link to="/login">{intl.formatMessage(messages.registerLoginPrompt)}</Link>
      </p>
    </AuthPage>
  );
}

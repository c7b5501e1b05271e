import { defineMessages, useIntl } from 'react-intl';
import { TextField } from '../text-field/text-field.tsx';

const messages = defineMessages({
  password: {
    id: 'transactionPassword.password',
    defaultMessage: 'Mot de passe de transaction',
    description: 'Field label',
  },
  code: {
    id: 'transactionPassword.code',
    defaultMessage: 'Code de vérification (6 chiffres)',
    description: 'Field label: the 2FA code',
  },
});

interface Props {
  /** What the password authorizes ("…pour payer"). */
  intro: string;
  password: string;
  onPasswordChange: (value: string) => void;
  /** The 2FA code's field, for an account with 2FA on. */
  code?: { value: string; onChange: (value: string) => void };
}

/** The last step of every money movement a member makes: the transaction password, and the 2FA code where asked. */
export function TransactionPasswordFields({ intro, password, onPasswordChange, code }: Props) {
  const intl = useIntl();
  return (
    <>
      <p>{intro}</p>
      <TextField
        name="transaction_password"
        type="password"
        label={intl.formatMessage(messages.password)}
        value={password}
        onChange={onPasswordChange}
        autoComplete="off"
        autoFocus
        isRequired
      />
      {code && (
        <TextField
          name="two_factor_code"
          label={intl.formatMessage(messages.code)}
          value={code.value}
          onChange={code.onChange}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          isRequired
        />
      )}
    </>
  );
}

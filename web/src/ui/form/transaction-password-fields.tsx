import { TextField } from '../text-field/text-field.tsx';

interface Props {
  /** What the password authorizes ("…pour payer"). */
  intro: string;
  passwordLabel: string;
  password: string;
  onPasswordChange: (value: string) => void;
  /** The 2FA code's field, for an account with 2FA on. */
  code?: { label: string; value: string; onChange: (value: string) => void };
}

/** The last step of every money movement a member makes: the transaction password, and the 2FA code where asked. */
export function TransactionPasswordFields({ intro, passwordLabel, password, onPasswordChange, code }: Props) {
  return (
    <>
      <p>{intro}</p>
      <TextField
        name="transaction_password"
        type="password"
        label={passwordLabel}
        value={password}
        onChange={onPasswordChange}
        autoComplete="off"
        autoFocus
        isRequired
      />
      {code && (
        <TextField
          name="two_factor_code"
          label={code.label}
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

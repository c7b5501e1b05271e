import { useIntl } from 'react-intl';
import { normalizeAmountInput } from '../../i18n/format.ts';
import { Button } from '../../ui/button/button.tsx';
import { TextField } from '../../ui/text-field/text-field.tsx';
import { messages } from './messages.ts';
import * as styles from './wallets.css.ts';

/**
 * The product's amount input rule (spec, section 5): comma or dot, spaces stripped, at most the
 * asset's decimals, 0 for what is not a number, an emptied field included; "05" reads "5", so typing
 * over the 0 gives the number typed.
 */
export function normalizeAmount(input: string, decimals: number): string {
  return normalizeAmountInput(input, decimals).replace(/^0+(?=\d)/, '');
}

export interface AmountFieldProps {
  name: string;
  label: string;
  value: string;
  decimals: number;
  onChange: (value: string) => void;
  /** What the Max button puts in the field; no button without it. */
  max?: string;
  /** Under the label: the available balance, the limits. */
  description?: string;
  isDisabled?: boolean;
}

/** An amount typed by the member, kept to the rule above, with an optional Max action. */
export function AmountField({
  name,
  label,
  value,
  decimals,
  onChange,
  max,
  description,
  isDisabled,
}: AmountFieldProps) {
  const intl = useIntl();
  return (
    <div className={styles.amountRow}>
      <TextField
        className={styles.grow}
        name={name}
        label={label}
        value={value}
        inputMode="decimal"
        autoComplete="off"
        isDisabled={isDisabled}
        onChange={(input) => onChange(normalizeAmount(input, decimals))}
      />
      {max !== undefined && (
        <Button
          variant="secondary"
          className={styles.maxButton}
          aria-label={intl.formatMessage(messages.maxLabel)}
          isDisabled={isDisabled}
          onPress={() => onChange(max)}
        >
          {intl.formatMessage(messages.max)}
        </Button>
      )}
      {description && <p className={styles.fieldNote}>{description}</p>}
    </div>
  );
}

import { useState } from 'react';
import { useLanguage } from '../../i18n/language-provider.tsx';
import { formatDecimal, parseAmount } from '../../i18n/parse-amount.ts';
import { TextField, type TextFieldProps } from '../text-field/text-field.tsx';

export interface AmountInputProps extends Omit<TextFieldProps, 'value' | 'onChange' | 'unit'> {
  /** The contract's decimal string ("10000.00"), or what was typed while it is not an amount. */
  value: string;
  onChange: (value: string) => void;
  /** Inside the box, after the number: an asset code, USD, %. */
  unit: string;
  /** Decimals beyond these are cut as they are typed. */
  decimals?: number;
}

/**
 * An amount as the language writes it ("10 000,00" in French), its unit inside the box. What is typed
 * stays as typed until the field is left, then reads formatted; the value is always the contract's
 * decimal string, or the text itself when it is not an amount, for the form's check to name.
 */
export function AmountInput({ value, onChange, unit, decimals, ...props }: AmountInputProps) {
  const { language } = useLanguage();
  const [typed, setTyped] = useState<string | null>(null);
  return (
    <TextField
      {...props}
      unit={unit || undefined}
      value={typed ?? formatDecimal(value, language)}
      onChange={(text) => {
        setTyped(text);
        onChange(parseAmount(text, language, decimals) ?? text.trim());
      }}
      onBlur={(event) => {
        setTyped(null);
        props.onBlur?.(event);
      }}
      inputMode="decimal"
      autoComplete="off"
    />
  );
}

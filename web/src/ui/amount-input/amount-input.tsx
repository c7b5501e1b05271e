import { useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useLanguage } from '../../i18n/language-provider.tsx';
import type { Language } from '../../i18n/language.ts';
import { Button } from '../button/button.tsx';
import { TextField, type TextFieldProps } from '../text-field/text-field.tsx';
import { formatDecimal, normalizeAmount } from './normalize-amount.ts';

const messages = defineMessages({
  max: { id: 'amountInput.max', defaultMessage: 'Max', description: 'Button: use the largest possible amount' },
  maxLabel: {
    id: 'amountInput.maxLabel',
    defaultMessage: 'Max : utiliser le montant maximal',
    description: 'Accessible name of the Max button',
  },
});

export interface AmountInputProps extends Omit<TextFieldProps, 'value' | 'onChange' | 'unit' | 'className'> {
  /** The contract's decimal string ("10000.00"), '' for an empty field. */
  value: string;
  onChange: (value: string) => void;
  /** Inside the box, after the number: an asset code, USD, %. */
  unit?: string;
  /** Decimals beyond these are cut as they are typed. */
  decimals?: number;
  /** What the Max button puts in the field; no button without it. */
  max?: string;
  className?: string;
}

const SPACES = /[\s\u00a0\u202f]/g;
// The start of a number, waiting for its digits: a minus, a decimal separator.
const NUMBER_BEGUN = /^[-\u2212]?[.,]?$/;
const LEADING_ZERO = /^[-\u2212]?0\d/;

/**
 * What the field shows and holds as it is typed (product spec, section 5): a number as typed, but for
 * the decimals beyond those allowed and leading zeros, which go; 0 for what is not a number; an emptied
 * field empty, for the form to say it is required.
 */
function typed(text: string, language: Language, decimals?: number): { text: string; value: string } {
  const compact = text.replace(SPACES, '');
  if (compact === '') return { text: '', value: '' };
  const value = normalizeAmount(text, language, decimals);
  if (value === null) return NUMBER_BEGUN.test(compact) ? { text, value: '' } : { text: '0', value: '0' };
  const asTyped = normalizeAmount(text, language) === value && !LEADING_ZERO.test(compact);
  return { text: asTyped ? text : formatDecimal(value, language), value };
}

/**
 * The one amount field: an amount as the language writes it ("10 000,00" in French), its unit inside the
 * box, with an optional Max action. What is typed stays as typed (within the rule above) until the field
 * is left, then reads formatted; the value is always the contract's decimal string, or ''.
 */
export function AmountInput({ value, onChange, unit, decimals, max, className, ...props }: AmountInputProps) {
  const intl = useIntl();
  const { language } = useLanguage();
  // The text being typed, while the value is still the one it reads as.
  const [typing, setTyping] = useState<{ text: string; value: string } | null>(null);
  const field = (
    <TextField
      {...props}
      className={max === undefined ? className : undefined}
      unit={unit || undefined}
      value={typing?.value === value ? typing.text : formatDecimal(value, language)}
      onChange={(text) => {
        const next = typed(text, language, decimals);
        setTyping(next);
        onChange(next.value);
      }}
      onBlur={(event) => {
        setTyping(null);
        props.onBlur?.(event);
      }}
      inputMode="decimal"
      autoComplete="off"
    />
  );
  if (max === undefined) return field;
  return (
    <div data-field-with-button className={className}>
      {field}
      <Button
        variant="secondary"
        aria-label={intl.formatMessage(messages.maxLabel)}
        isDisabled={props.isDisabled}
        onPress={() => onChange(max)}
      >
        {intl.formatMessage(messages.max)}
      </Button>
    </div>
  );
}

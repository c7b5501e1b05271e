import {
  FieldError,
  Input,
  Label,
  NumberField as AriaNumberField,
  composeRenderProps,
  type NumberFieldProps as AriaNumberFieldProps,
} from 'react-aria-components';
import { FieldDescription } from '../field/field-description.tsx';
import * as styles from './number-field.css.ts';

export interface NumberFieldProps extends AriaNumberFieldProps {
  label: string;
  /** Shown when the field is invalid; without it, the message of the Form's validationErrors. */
  errorMessage?: string;
  /** What the field expects, under its box (a format, a rule). */
  description?: string;
}

/**
 * A labelled number input formatted in the interface's locale (react-aria parses "1 000,5" in French);
 * arrow keys step the value. An empty field's value is NaN.
 */
export function NumberField({ label, errorMessage, description, className, ...props }: NumberFieldProps) {
  return (
    <AriaNumberField
      {...props}
      className={composeRenderProps(className, (extra) => [styles.field, extra].filter(Boolean).join(' '))}
    >
      <Label className={styles.label}>{label}</Label>
      <Input className={styles.input} />
      <FieldDescription>{description}</FieldDescription>
      <FieldError className={styles.error}>{errorMessage}</FieldError>
    </AriaNumberField>
  );
}

import {
  FieldError,
  Input,
  Label,
  TextField as AriaTextField,
  composeRenderProps,
  type TextFieldProps as AriaTextFieldProps,
} from 'react-aria-components';
import { FieldDescription } from '../field/field-description.tsx';
import * as styles from './text-field.css.ts';

export interface TextFieldProps extends AriaTextFieldProps {
  label: string;
  /** Shown when the field is invalid; without it, the message of the Form's validationErrors. */
  errorMessage?: string;
  /** What the field expects, under its box (a format, a rule). */
  description?: string;
  placeholder?: string;
  /** Inside the box, after what is typed: an asset code, USD, %. */
  unit?: string;
}

/**
 * A labelled text input with its error below: react-aria links label and error to the input
 * (aria-labelledby, aria-describedby) and marks it aria-invalid.
 */
export function TextField({
  label,
  errorMessage,
  description,
  placeholder,
  unit,
  className,
  ...props
}: TextFieldProps) {
  const input = <Input className={unit ? styles.unitInput : styles.input} placeholder={placeholder} />;
  return (
    <AriaTextField
      {...props}
      className={composeRenderProps(className, (extra) => [styles.field, extra].filter(Boolean).join(' '))}
    >
      <Label className={styles.label}>{label}</Label>
      {unit ? (
        <div className={styles.unitBox}>
          {input}
          <span aria-hidden="true">{unit}</span>
        </div>
      ) : (
        input
      )}
      <FieldDescription>{description}</FieldDescription>
      <FieldError className={styles.error}>{errorMessage}</FieldError>
    </AriaTextField>
  );
}

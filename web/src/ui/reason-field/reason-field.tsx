import { FieldError, Label, TextArea, TextField, type TextFieldProps } from 'react-aria-components';
import * as fieldStyles from '../field/field.css.ts';
import * as styles from './reason-field.css.ts';

/**
 * A labelled text area with its error below, for a reason a member will read: react-aria links
 * label and error to it and marks it aria-invalid, as the one-line text field does.
 */
export function ReasonField({ label, ...props }: Omit<TextFieldProps, 'className' | 'children'> & { label: string }) {
  return (
    <TextField {...props} className={fieldStyles.field}>
      <Label className={fieldStyles.label}>{label}</Label>
      <TextArea className={`${fieldStyles.control} ${styles.textArea}`} rows={4} />
      <FieldError className={fieldStyles.error} />
    </TextField>
  );
}

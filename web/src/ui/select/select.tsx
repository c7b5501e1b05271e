import {
  Button,
  FieldError,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Select as AriaSelect,
  SelectValue,
  type SelectProps as AriaSelectProps,
} from 'react-aria-components';
import * as styles from './select.css.ts';

export interface SelectOption {
  id: string;
  name: string;
}

export interface SelectProps<T extends SelectOption> extends Omit<
  AriaSelectProps<T>,
  'children' | 'className' | 'items'
> {
  label: string;
  options: T[];
  /** Shown when the field is invalid; without it, the message of the Form's validationErrors. */
  errorMessage?: string;
}

/** A button that opens a list of options (a listbox); one option is chosen. */
export function Select<T extends SelectOption>({ label, options, errorMessage, ...props }: SelectProps<T>) {
  return (
    <AriaSelect {...props} className={styles.field}>
      <Label className={styles.label}>{label}</Label>
      <Button className={styles.trigger}>
        <SelectValue />
        <svg className={styles.chevron} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path fill="currentColor" d="M7 10l5 5 5-5z" />
        </svg>
      </Button>
      <FieldError className={styles.error}>{errorMessage}</FieldError>
      <Popover className={styles.popover}>
        <ListBox items={options} className={styles.listBox}>
          {(option) => (
            <ListBoxItem id={option.id} textValue={option.name} className={styles.option}>
              {option.name}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </AriaSelect>
  );
}

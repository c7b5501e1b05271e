import {
  Button,
  ComboBox as AriaComboBox,
  FieldError,
  Group,
  Input,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  type ComboBoxProps as AriaComboBoxProps,
} from 'react-aria-components';
import * as styles from './combo-box.css.ts';

export interface ComboBoxOption {
  id: string;
  name: string;
}

export interface ComboBoxProps<T extends ComboBoxOption> extends Omit<
  AriaComboBoxProps<T>,
  'children' | 'className' | 'defaultItems' | 'items'
> {
  label: string;
  options: T[];
  /** Accessible name of the button that opens the list. */
  triggerLabel: string;
  errorMessage?: string;
  /** The options already match what is typed (a server's search): shown as they are, not filtered again. */
  matched?: boolean;
}

/** A text input that filters a list of options; the value submitted with the form is the option's id. */
export function ComboBox<T extends ComboBoxOption>({
  label,
  options,
  triggerLabel,
  errorMessage,
  matched = false,
  ...props
}: ComboBoxProps<T>) {
  return (
    <AriaComboBox
      {...props}
      {...(matched ? { items: options } : { defaultItems: options })}
      formValue="key"
      className={styles.field}
    >
      <Label className={styles.label}>{label}</Label>
      <Group className={styles.group}>
        <Input className={styles.input} />
        <Button className={styles.trigger} aria-label={triggerLabel}>
          <svg className={styles.chevron} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path fill="currentColor" d="M7 10l5 5 5-5z" />
          </svg>
        </Button>
      </Group>
      <FieldError className={styles.error}>{errorMessage}</FieldError>
      <Popover className={styles.popover}>
        <ListBox<T> className={styles.listBox}>
          {(option) => (
            <ListBoxItem id={option.id} textValue={option.name} className={styles.option}>
              {option.name}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </AriaComboBox>
  );
}

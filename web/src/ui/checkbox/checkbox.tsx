import { useId, type ReactNode } from 'react';
import { Checkbox as AriaCheckbox, type CheckboxProps as AriaCheckboxProps } from 'react-aria-components';
import * as styles from './checkbox.css.ts';

export interface CheckboxProps extends Omit<AriaCheckboxProps, 'children' | 'className'> {
  children: ReactNode;
  /** Shown below, linked to the checkbox, and marks it invalid. */
  errorMessage?: string;
}

/** A checkbox with its label; a standalone react-aria Checkbox has no FieldError, so the error is linked here. */
export function Checkbox({ children, errorMessage, ...props }: CheckboxProps) {
  const errorId = useId();
  return (
    <div className={styles.field}>
      <AriaCheckbox
        {...props}
        className={styles.checkbox}
        isInvalid={Boolean(errorMessage) || props.isInvalid}
        aria-describedby={errorMessage ? errorId : props['aria-describedby']}
      >
        {({ isSelected }) => (
          <>
            <span className={styles.box} aria-hidden="true">
              {isSelected && (
                <svg className={styles.check} viewBox="0 0 18 18">
                  <polyline points="2 9 7 14 16 4" fill="none" stroke="currentColor" strokeWidth="3" />
                </svg>
              )}
            </span>
            <span>{children}</span>
          </>
        )}
      </AriaCheckbox>
      {errorMessage && (
        <p id={errorId} className={styles.error}>
          {errorMessage}
        </p>
      )}
    </div>
  );
}

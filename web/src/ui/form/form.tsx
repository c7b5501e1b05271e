import type { Ref } from 'react';
import { Form as AriaForm, type FormProps as AriaFormProps } from 'react-aria-components';
import * as styles from './form.css.ts';

/**
 * A form whose fields show the errors of `validationErrors` (by field name) until they are edited.
 * Validation is the caller's (zod, then the server's answer), with `aria` behaviour: the browser's
 * own bubbles would block the submit and speak the browser's language, not the interface's.
 */
export function Form({ className, ...props }: AriaFormProps & { ref?: Ref<HTMLFormElement> }) {
  return (
    <AriaForm validationBehavior="aria" {...props} className={[styles.form, className].filter(Boolean).join(' ')} />
  );
}

/** A message about the whole form, read out as soon as it appears. */
export function FormAlert({ children }: { children: string }) {
  return (
    <p role="alert" className={styles.alert}>
      {children}
    </p>
  );
}

import { useCallback, useState } from 'react';
import type { FieldErrors } from './field-errors.ts';
import { useFocusFirstInvalid } from './use-focus-first-invalid.ts';

/**
 * The errors of a form, and the focus on its first invalid field each time they are shown, so a
 * keyboard or screen-reader user lands on what to fix. `formRef` goes on the form.
 */
export function useFieldErrors() {
  const { formRef, focusFirstInvalid } = useFocusFirstInvalid();
  const [errors, setErrors] = useState<FieldErrors>({});

  /** Shows these errors and moves the focus to the first invalid field. */
  const showErrors = useCallback(
    (next: FieldErrors) => {
      setErrors(next);
      focusFirstInvalid();
    },
    [focusFirstInvalid],
  );
  /** Forgets every error: the form is being sent again. */
  const clearErrors = useCallback(() => setErrors({}), []);
  /** Forgets a field's error once the user edits it. */
  const clearError = useCallback(
    (field: string) =>
      setErrors((current) => {
        if (!(field in current)) return current;
        const { [field]: _removed, ...others } = current;
        return others;
      }),
    [],
  );

  return { formRef, errors, showErrors, clearErrors, clearError };
}

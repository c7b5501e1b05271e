import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Puts the keyboard on the first invalid field of the form each time `focusFirstInvalid` is called,
 * once React has marked the fields, so a keyboard or screen-reader user lands on what to fix.
 */
export function useFocusFirstInvalid() {
  const formRef = useRef<HTMLFormElement>(null);
  const [shown, setShown] = useState(0);
  useEffect(() => {
    if (shown === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [shown]);
  const focusFirstInvalid = useCallback(() => setShown((count) => count + 1), []);
  return { formRef, focusFirstInvalid };
}

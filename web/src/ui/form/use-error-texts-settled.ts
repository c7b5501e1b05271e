import { useEffect, useState } from 'react';
import { hasErrorTexts, loadErrorTexts } from './error-text.ts';

/**
 * Whether the table of texts by error code is here, or could not come; renders again once it is. For a
 * failure shown as it renders (a failed load), which has not waited for the table as a failed call has.
 */
export function useErrorTextsSettled(): boolean {
  const [settled, setSettled] = useState(hasErrorTexts);
  useEffect(() => {
    if (settled) return;
    let current = true;
    void loadErrorTexts().then(() => current && setSettled(true));
    return () => {
      current = false;
    };
  }, [settled]);
  return settled;
}

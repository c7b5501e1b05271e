import { lazy, Suspense, useEffect, useState } from 'react';
import { setStepUpHandler } from '../../api/step-up.ts';

// Its code comes the first time a sensitive action asks for it, not with the admin pages.
const StepUpDialog = lazy(() => import('./step-up-dialog.tsx'));

/**
 * Lets the fetcher ask for a step-up while it is mounted (the admin area): a refused action opens the
 * dialog, and the fetcher sends it again once the user stepped up.
 */
export function StepUpHost() {
  const [asking, setAsking] = useState<((steppedUp: boolean) => void) | undefined>();
  useEffect(() => {
    setStepUpHandler(() => new Promise<boolean>((resolve) => setAsking(() => resolve)));
    return () => setStepUpHandler(undefined);
  }, []);
  if (!asking) return null;
  return (
    <Suspense fallback={null}>
      <StepUpDialog
        onDone={(steppedUp) => {
          setAsking(undefined);
          asking(steppedUp);
        }}
      />
    </Suspense>
  );
}

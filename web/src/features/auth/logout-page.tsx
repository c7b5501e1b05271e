import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { FullScreenLoader } from '../../ui/loader/full-screen-loader.tsx';
import { useSignOutMutation } from './auth-mutations.ts';
import { messages } from './messages.ts';

/**
 * Signs out as soon as it is shown, then `onSignedOut` goes to /login. In a component rather than a
 * loader: a loader also runs when a link to /logout is merely hovered (preloading).
 */
export function LogoutPage({ onSignedOut }: { onSignedOut: () => void }) {
  const intl = useIntl();
  const { mutate } = useSignOutMutation();
  // Development's StrictMode runs effects twice; one sign-out is enough.
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    mutate(undefined, { onSettled: onSignedOut });
  }, [mutate, onSignedOut]);

  return <FullScreenLoader label={intl.formatMessage(messages.signingOut)} />;
}

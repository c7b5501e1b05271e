import { useEffect, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { AppHeader } from './app-header.tsx';
import { messages } from './messages.ts';
import * as styles from './shell.css.ts';

/** The frame of every page: the header, then the page in the main landmark. */
export function AppShell({ signedIn, children }: { signedIn: boolean; children: ReactNode }) {
  const intl = useIntl();

  // The tab title follows the language like the rest of the interface.
  useEffect(() => {
    document.title = intl.formatMessage(messages.productName);
  }, [intl]);

  return (
    <>
      <AppHeader signedIn={signedIn} />
      <main id="main" className={styles.main}>
        {children}
      </main>
    </>
  );
}

import { chromeMessages } from './chrome-messages.ts';
import { useIntl } from 'react-intl';
import { Button, type ButtonProps } from '../../ui/button/button.tsx';
import * as styles from './shell.css.ts';

/** The button that opens the mobile menu. */
export function MobileMenuButton(props: Omit<ButtonProps, 'children'>) {
  const intl = useIntl();
  return (
    <Button
      variant="secondary"
      className={styles.menuButton}
      aria-label={intl.formatMessage(chromeMessages.menuOpen)}
      {...props}
    >
      <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path fill="currentColor" d="M3 6h18v2H3zm0 5h18v2H3zm0 5h18v2H3z" />
      </svg>
    </Button>
  );
}

import { useIntl } from 'react-intl';
import { Link } from '../../ui/link/link.tsx';
import { LanguageSwitch } from './language-switch.tsx';
import { messages } from './messages.ts';
import { ModeToggle } from './mode-toggle.tsx';
import * as styles from './shell.css.ts';

export function AppHeader() {
  const intl = useIntl();
  return (
    <header className={styles.header}>
      <Link to="/" className={styles.brand}>
        {intl.formatMessage(messages.productName)}
      </Link>
      <div className={styles.controls}>
        <LanguageSwitch />
        <ModeToggle />
      </div>
    </header>
  );
}

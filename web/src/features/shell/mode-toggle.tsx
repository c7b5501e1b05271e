import { useIntl } from 'react-intl';
import { useMode } from '../../styles/mode-provider.tsx';
import { ToggleButton } from '../../ui/toggle-button/toggle-button.tsx';
import { messages } from './messages.ts';
import * as styles from './shell.css.ts';

/**
 * Dark mode on or off; the pressed state is the mode. `compact`: on narrow screens only the icon shows,
 * the name stays for screen readers.
 */
export function ModeToggle({ className, compact }: { className?: string | undefined; compact?: boolean }) {
  const intl = useIntl();
  const { mode, setMode } = useMode();
  return (
    <ToggleButton
      className={className}
      isSelected={mode === 'dark'}
      onChange={(dark) => setMode(dark ? 'dark' : 'light')}
    >
      <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path fill="currentColor" d="M21 14.5A9 9 0 0 1 9.5 3a9 9 0 1 0 11.5 11.5z" />
      </svg>
      <span className={compact ? styles.compactLabel : undefined}>{intl.formatMessage(messages.darkMode)}</span>
    </ToggleButton>
  );
}

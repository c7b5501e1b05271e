import { useIntl } from 'react-intl';
import { useMode } from '../../styles/mode-provider.tsx';
import { ToggleButton } from '../../ui/toggle-button/toggle-button.tsx';
import { messages } from './messages.ts';
import * as styles from './shell.css.ts';

/** Dark mode on or off; the pressed state is the mode. */
export function ModeToggle() {
  const intl = useIntl();
  const { mode, setMode } = useMode();
  return (
    <ToggleButton isSelected={mode === 'dark'} onChange={(dark) => setMode(dark ? 'dark' : 'light')}>
      <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path fill="currentColor" d="M21 14.5A9 9 0 0 1 9.5 3a9 9 0 1 0 11.5 11.5z" />
      </svg>
      {intl.formatMessage(messages.darkMode)}
    </ToggleButton>
  );
}

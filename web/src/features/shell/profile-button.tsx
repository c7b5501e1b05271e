import { chromeMessages } from './chrome-messages.ts';
import { useIntl } from 'react-intl';
import { visuallyHidden } from '../../styles/visually-hidden.css.ts';
import { Button, type ButtonProps } from '../../ui/button/button.tsx';
import * as styles from './shell.css.ts';
import type { ShellUser } from './user-card.tsx';

/** The button of the profile menu: the user's name, then what it opens (WCAG 2.5.3). */
export function ProfileButton({ user, ...props }: { user: ShellUser } & Omit<ButtonProps, 'children'>) {
  const intl = useIntl();
  return (
    <Button variant="secondary" {...props}>
      <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          fill="currentColor"
          d="M12 12a5 5 0 1 0-5-5 5 5 0 0 0 5 5zm0 2c-4.4 0-8 2.2-8 5v2h16v-2c0-2.8-3.6-5-8-5z"
        />
      </svg>
      <span className={styles.profileName}>{user.user_name}</span>
      <span className={visuallyHidden}>{intl.formatMessage(chromeMessages.profileOpen)}</span>
    </Button>
  );
}

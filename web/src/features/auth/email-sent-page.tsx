import { useIntl } from 'react-intl';
import { Link } from '../../ui/link/link.tsx';
import { AuthPage } from './auth-page.tsx';
import * as styles from './auth.css.ts';
import { accountMessages } from './account-messages.ts';

/** After asking for a reset link: the same words whether or not the address has an account. */
export function EmailSentPage() {
  const intl = useIntl();
  return (
    <AuthPage title={intl.formatMessage(accountMessages.emailTitle)}>
      <p className={styles.intro}>{intl.formatMessage(accountMessages.emailBody)}</p>
      <p>
        <Link to="/login">{intl.formatMessage(accountMessages.backToLogin)}</Link>
      </p>
    </AuthPage>
  );
}

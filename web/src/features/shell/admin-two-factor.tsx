import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { getGetAdminTwoFactorSettingQueryOptions } from '../../api/generated/endpoints/configuration/configuration.ts';
import { Link } from '../../ui/link/link.tsx';
import { messages } from './messages.ts';
import * as styles from './shell.css.ts';

/** Above every admin page while the setting is off (the admin route has read it), so nobody mistakes the demo's ease for the rule. */
export function AdminTwoFactorNotice() {
  const intl = useIntl();
  const { data } = useQuery(getGetAdminTwoFactorSettingQueryOptions());
  if (data?.required !== false) return null;
  return (
    <p className={styles.notice}>
      {intl.formatMessage(messages.adminTwoFactorOff)}{' '}
      <Link to="/admin/setting/transaction">{intl.formatMessage(messages.adminTwoFactorOffLink)}</Link>
    </p>
  );
}

/** Instead of an admin page, for an administrator without 2FA while the setting requires it. */
export function AdminTwoFactorRequiredPage() {
  const intl = useIntl();
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{intl.formatMessage(messages.adminTwoFactorRequiredTitle)}</h1>
      <p>{intl.formatMessage(messages.adminTwoFactorRequiredBody)}</p>
      <p>
        <Link to="/setting/profile/security">{intl.formatMessage(messages.adminTwoFactorRequiredLink)}</Link>
      </p>
    </div>
  );
}

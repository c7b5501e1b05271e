import { useQuery } from '@tanstack/react-query';
import { defineMessages, useIntl } from 'react-intl';
import { getGetAdminTwoFactorSettingQueryOptions } from '../../api/generated/endpoints/configuration/configuration.ts';
import { Link } from '../../ui/link/link.tsx';
import { StepUpHost } from '../../ui/step-up/step-up-host.tsx';
import * as styles from './shell.css.ts';

// Here rather than in messages.ts, which the entry chunk carries: only the admin area needs them.
const messages = defineMessages({
  adminTwoFactorOff: {
    id: 'shell.adminTwoFactor.off',
    defaultMessage:
      'La double authentification n’est pas exigée des administrateurs : n’importe quelle session d’administrateur suffit pour agir ici.',
    description: 'Notice above the admin pages while the admin-two-factor setting is off (as in the demo data)',
  },
  adminTwoFactorOffLink: {
    id: 'shell.adminTwoFactor.offLink',
    defaultMessage: 'L’exiger',
    description: 'Link from the notice to the setting that requires 2FA of administrators',
  },
  adminTwoFactorRequiredTitle: {
    id: 'shell.adminTwoFactor.requiredTitle',
    defaultMessage: 'Activez la double authentification',
    description: 'Title of the page shown to an administrator without 2FA while it is required',
  },
  adminTwoFactorRequiredBody: {
    id: 'shell.adminTwoFactor.requiredBody',
    defaultMessage:
      'Les administrateurs doivent avoir la double authentification activée pour utiliser l’administration. Activez-la dans vos paramètres de sécurité, puis revenez ici.',
    description: 'Why an administrator without 2FA cannot use the admin pages, and what to do',
  },
  adminTwoFactorRequiredLink: {
    id: 'shell.adminTwoFactor.requiredLink',
    defaultMessage: 'Activer la double authentification',
    description: 'Link to the security settings page where 2FA is turned on',
  },
});

/**
 * On every admin page while the setting is off, so nobody mistakes the demo's ease for the rule: at the top
 * of the admin menu on a wide screen, at the end of the page on a narrow one, never above a page's records.
 */
export function AdminTwoFactorNotice({ className }: { className: string }) {
  const intl = useIntl();
  const { data } = useQuery(getGetAdminTwoFactorSettingQueryOptions());
  if (data?.required !== false) return null;
  return (
    <p className={className}>
      {intl.formatMessage(messages.adminTwoFactorOff)}{' '}
      <Link to="/admin/setting/transaction">{intl.formatMessage(messages.adminTwoFactorOffLink)}</Link>
    </p>
  );
}

/**
 * What the admin area adds to the frame: the step-up dialog the fetcher opens, and the notice on narrow
 * screens. A chunk of its own, which the member pages never load.
 */
export function AdminAreaParts() {
  return (
    <>
      <StepUpHost />
      <AdminTwoFactorNotice className={styles.pageNotice} />
    </>
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

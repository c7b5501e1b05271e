import { useSuspenseQuery } from '@tanstack/react-query';
import { defineMessages, useIntl } from 'react-intl';
import { useSaveAdminTwoFactorSetting } from '../../api/generated/endpoints/configuration/configuration.ts';
import type { AdminTwoFactorSetting } from '../../api/generated/model/adminTwoFactorSetting.ts';
import { SaveAdminTwoFactorSettingBody } from '../../api/generated/zod/configuration/configuration.zod.ts';
import { PendingRequests } from '../../ui/admin-request/pending-requests.tsx';
import { Form } from '../../ui/form/form.tsx';
import { Switch } from '../../ui/switch/switch.tsx';
import { adminTwoFactorSettingQueryOptions } from './configuration-queries.ts';
import { SaveButton } from './save-button.tsx';
import * as styles from './configuration.css.ts';
import { useConfigurationForm, useSuccessText } from './use-configuration-form.ts';

const messages = defineMessages({
  title: {
    id: 'configuration.adminTwoFactor.title',
    defaultMessage: 'Administrateurs : double authentification',
    description: 'Heading of the section of setting/transaction that requires 2FA of administrators',
  },
  hint: {
    id: 'configuration.adminTwoFactor.hint',
    defaultMessage:
      'Exigée, un administrateur sans double authentification n’accède plus à l’administration tant qu’il ne l’a pas activée. Ne plus l’exiger attend l’accord d’un second administrateur.',
    description: 'What requiring 2FA of administrators does, and that turning it off waits for a second admin',
  },
  required: {
    id: 'configuration.adminTwoFactor.required',
    defaultMessage: 'Exiger la double authentification des administrateurs',
    description: 'Switch: administrators must have 2FA on to use the admin pages',
  },
  save: {
    id: 'configuration.adminTwoFactor.save',
    defaultMessage: 'Enregistrer l’exigence',
    description: 'Button: save whether administrators must have 2FA on',
  },
  saved: {
    id: 'configuration.adminTwoFactor.saved',
    defaultMessage: 'Exigence de double authentification enregistrée',
    description: 'Toast after saving whether administrators must have 2FA on',
  },
});

/**
 * Whether administrators must have 2FA on (setting/admin-two-factor), a record of its own: turning it off
 * weakens a control and waits for a second administrator. The page's loader reads it.
 */
export function AdminTwoFactorSection() {
  const intl = useIntl();
  const { data } = useSuspenseQuery(adminTwoFactorSettingQueryOptions());
  return (
    <section className={styles.section} aria-labelledby="admin-two-factor">
      <h2 id="admin-two-factor" className={styles.sectionTitle}>
        {intl.formatMessage(messages.title)}
      </h2>
      <PendingRequests kinds={['setting.admin-two-factor']} level={3} />
      <AdminTwoFactorForm initial={data} />
    </section>
  );
}

function AdminTwoFactorForm({ initial }: { initial: AdminTwoFactorSetting }) {
  const intl = useIntl();
  const form = useConfigurationForm({
    initial,
    schema: SaveAdminTwoFactorSettingBody,
    mutation: useSaveAdminTwoFactorSetting(),
    successText: useSuccessText(messages.saved),
  });
  return (
    <Form ref={form.formRef} validationErrors={form.errors} onSubmit={form.onSubmit}>
      <p>{intl.formatMessage(messages.hint)}</p>
      <Switch {...form.bind.toggle(['required'])}>{intl.formatMessage(messages.required)}</Switch>
      {form.leavePrompt}
      <SaveButton isSaving={form.isSaving} label={intl.formatMessage(messages.save)} />
    </Form>
  );
}

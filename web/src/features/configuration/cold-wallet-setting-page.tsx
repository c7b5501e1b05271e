import { useSuspenseQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { useSaveColdWalletSetting } from '../../api/generated/endpoints/configuration/configuration.ts';
import type { ColdWalletSetting } from '../../api/generated/model/coldWalletSetting.ts';
import { SaveColdWalletSettingBody } from '../../api/generated/zod/configuration/configuration.zod.ts';
import { AmountInput } from '../../ui/amount-input/amount-input.tsx';
import { Form } from '../../ui/form/form.tsx';
import { Switch } from '../../ui/switch/switch.tsx';
import { SaveButton } from './save-button.tsx';
import { coldWalletSettingQueryOptions } from './configuration-queries.ts';
import * as styles from './configuration.css.ts';
import { coldWallet, saved } from './messages.ts';
import { useConfigurationForm } from './use-configuration-form.ts';

/**
 * setting/cold-wallet: the price in dollars (two decimals, minimum 0) and whether members may order.
 * The save is followed by one toast, 'Mise à jour encours ...' until the answer comes.
 */
export function ColdWalletSettingPage() {
  const { data } = useSuspenseQuery(coldWalletSettingQueryOptions());
  return (
    <div className={styles.page}>
      <ColdWalletForm initial={data} />
    </div>
  );
}

function ColdWalletForm({ initial }: { initial: ColdWalletSetting }) {
  const intl = useIntl();
  const form = useConfigurationForm({
    initial,
    schema: SaveColdWalletSettingBody,
    mutation: useSaveColdWalletSetting(),
    // The answer is the stored setting, without a message: the text is the product's.
    successText: () => intl.formatMessage(saved.coldWallet),
    pendingText: intl.formatMessage(saved.coldWalletPending),
  });
  return (
    <Form ref={form.formRef} validationErrors={form.errors} onSubmit={form.onSubmit}>
      <div className={styles.fieldGrid}>
        <AmountInput label={intl.formatMessage(coldWallet.price)} unit="USD" {...form.bind.text(['price'])} />
      </div>
      <Switch {...form.bind.toggle(['status'])}>{intl.formatMessage(coldWallet.status)}</Switch>
      {form.leavePrompt}
      <SaveButton isSaving={form.isSaving} />
    </Form>
  );
}

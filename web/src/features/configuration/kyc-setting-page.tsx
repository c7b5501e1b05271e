import { PendingRequests } from '../../ui/admin-request/pending-requests.tsx';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { useSaveKycConfiguration } from '../../api/generated/endpoints/configuration/configuration.ts';
import type { KycConfiguration } from '../../api/generated/model/kycConfiguration.ts';
import { KycConfigurationProvider } from '../../api/generated/model/kycConfigurationProvider.ts';
import { SaveKycConfigurationBody } from '../../api/generated/zod/configuration/configuration.zod.ts';
import { AmountInput } from '../../ui/amount-input/amount-input.tsx';
import { Form } from '../../ui/form/form.tsx';
import { Select } from '../../ui/select/select.tsx';
import { Switch } from '../../ui/switch/switch.tsx';
import { SaveButton } from './save-button.tsx';
import { kycConfigurationQueryOptions } from './configuration-queries.ts';
import * as styles from './configuration.css.ts';
import { fields, providers, saved } from './messages.ts';
import { useConfigurationForm, useSuccessText } from './use-configuration-form.ts';

/** setting/kyc: the identity verification provider and when verification is required. */
export function KycSettingPage() {
  const { data } = useSuspenseQuery(kycConfigurationQueryOptions());
  return (
    <div className={styles.page}>
      <PendingRequests kinds={['configuration.kyc']} />
      <KycForm initial={data} />
    </div>
  );
}

function KycForm({ initial }: { initial: KycConfiguration }) {
  const intl = useIntl();
  const form = useConfigurationForm({
    initial,
    schema: SaveKycConfigurationBody,
    mutation: useSaveKycConfiguration(),
    successText: useSuccessText(saved.kyc),
  });
  const { values, bind, setValue } = form;
  const options = Object.values(KycConfigurationProvider).map((id) => ({
    id,
    name: intl.formatMessage(providers[id]),
  }));

  return (
    <Form ref={form.formRef} validationErrors={form.errors} onSubmit={form.onSubmit}>
      <div className={styles.fieldGrid}>
        <Select
          label={intl.formatMessage(fields.provider)}
          name="provider"
          options={options}
          value={values.provider}
          onChange={(key) => {
            if (key !== null) setValue(['provider'], key);
          }}
        />
        <AmountInput
          label={intl.formatMessage(fields.withdrawal_threshold_usd)}
          unit="USD"
          {...bind.text(['withdrawal_threshold_usd'])}
        />
      </div>
      <Switch {...bind.toggle(['required_for_withdrawal'])}>
        {intl.formatMessage(fields.required_for_withdrawal)}
      </Switch>
      <Switch {...bind.toggle(['required_for_card'])}>{intl.formatMessage(fields.required_for_card)}</Switch>
      <Switch {...bind.toggle(['enterprise_allowed'])}>{intl.formatMessage(fields.enterprise_allowed)}</Switch>
      {form.leavePrompt}
      <SaveButton isSaving={form.isSaving} />
    </Form>
  );
}

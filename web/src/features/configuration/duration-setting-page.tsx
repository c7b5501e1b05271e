import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import {
  useSaveColdWalletConfiguration,
  useSaveVisaConfiguration,
} from '../../api/generated/endpoints/configuration/configuration.ts';
import {
  SaveColdWalletConfigurationBody,
  SaveVisaConfigurationBody,
} from '../../api/generated/zod/configuration/configuration.zod.ts';
import { Form } from '../../ui/form/form.tsx';
import { NumberField } from '../../ui/number-field/number-field.tsx';
import { SaveButton } from './save-button.tsx';
import { coldWalletConfigurationQueryOptions, visaConfigurationQueryOptions } from './configuration-queries.ts';
import * as styles from './configuration.css.ts';
import { duration, fields, saved } from './messages.ts';
import { useConfigurationForm, useSuccessText, type ConfigurationFormView } from './use-configuration-form.ts';
import { deliveryDaysRule } from './visa-setting-page.tsx';

interface DeliveryDays {
  delivery_days_min: number;
  delivery_days_max: number;
}

/**
 * setting/duration: the delivery days of the Visa card and of the cold wallet, each its own form.
 * Each saves its whole record, read again just before, so the fields it does not show are not
 * overwritten with what was loaded minutes earlier.
 */
export function DurationSettingPage() {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const { data: visa } = useSuspenseQuery(visaConfigurationQueryOptions());
  const { data: coldWallet } = useSuspenseQuery(coldWalletConfigurationQueryOptions());
  const pick = ({ delivery_days_min, delivery_days_max }: DeliveryDays) => ({ delivery_days_min, delivery_days_max });

  const visaForm = useConfigurationForm({
    initial: visa,
    schema: SaveVisaConfigurationBody,
    rules: deliveryDaysRule(intl),
    mutation: useSaveVisaConfiguration(),
    toBody: async (values) => ({
      ...(await queryClient.fetchQuery({ ...visaConfigurationQueryOptions(), staleTime: 0 })),
      ...pick(values),
    }),
    successText: useSuccessText(saved.visa),
  });
  const coldWalletForm = useConfigurationForm({
    initial: coldWallet,
    schema: SaveColdWalletConfigurationBody,
    rules: deliveryDaysRule(intl),
    mutation: useSaveColdWalletConfiguration(),
    toBody: async (values) => ({
      ...(await queryClient.fetchQuery({ ...coldWalletConfigurationQueryOptions(), staleTime: 0 })),
      ...pick(values),
    }),
    successText: useSuccessText(saved.coldWallet),
  });

  return (
    <div className={styles.page}>
      <DeliveryDaysForm title={duration.visa} hint={duration.visaHint} form={visaForm} />
      <DeliveryDaysForm title={duration.coldWallet} form={coldWalletForm} />
    </div>
  );
}

function DeliveryDaysForm({
  title,
  hint,
  form,
}: {
  title: MessageDescriptor;
  hint?: MessageDescriptor;
  form: ConfigurationFormView;
}) {
  const intl = useIntl();
  const headingId = useId();
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionTitle}>
        {intl.formatMessage(title)}
      </h2>
      {hint && <p className={styles.muted}>{intl.formatMessage(hint)}</p>}
      <Form ref={form.formRef} validationErrors={form.errors} onSubmit={form.onSubmit} aria-labelledby={headingId}>
        <div className={styles.fieldGrid}>
          <NumberField
            label={intl.formatMessage(fields.delivery_days_min)}
            minValue={1}
            maxValue={365}
            formatOptions={{ maximumFractionDigits: 0 }}
            {...form.bind.number(['delivery_days_min'])}
          />
          <NumberField
            label={intl.formatMessage(fields.delivery_days_max)}
            minValue={1}
            maxValue={365}
            formatOptions={{ maximumFractionDigits: 0 }}
            {...form.bind.number(['delivery_days_max'])}
          />
        </div>
        {form.leavePrompt}
        <SaveButton isSaving={form.isSaving} />
      </Form>
    </section>
  );
}

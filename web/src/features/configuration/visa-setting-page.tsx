import { useSuspenseQuery } from '@tanstack/react-query';
import { useIntl, type IntlShape } from 'react-intl';
import { useSaveVisaConfiguration } from '../../api/generated/endpoints/configuration/configuration.ts';
import type { CardTier } from '../../api/generated/model/cardTier.ts';
import type { VisaConfiguration } from '../../api/generated/model/visaConfiguration.ts';
import { SaveVisaConfigurationBody } from '../../api/generated/zod/configuration/configuration.zod.ts';
import { AmountInput } from '../../ui/amount-input/amount-input.tsx';
import { Form } from '../../ui/form/form.tsx';
import { NumberField } from '../../ui/number-field/number-field.tsx';
import { Switch } from '../../ui/switch/switch.tsx';
import { TextField } from '../../ui/text-field/text-field.tsx';
import { SaveButton } from './save-button.tsx';
import { visaConfigurationQueryOptions } from './configuration-queries.ts';
import * as styles from './configuration.css.ts';
import { errors, fields, saved, tierName, visa } from './messages.ts';
import { RowGroup, RowList } from './row-group.tsx';
import { useConfigurationForm, useSuccessText } from './use-configuration-form.ts';
import type { FieldErrors } from '../../ui/form/field-errors.ts';
import { minNotAboveMax, uniqueKeys, unitOf } from './validation.ts';

/** `delivery_days_min` not above `delivery_days_max`, on the min field. */
export function deliveryDaysRule(intl: IntlShape) {
  return ({ delivery_days_min, delivery_days_max }: { delivery_days_min: number; delivery_days_max: number }) => {
    const found: FieldErrors = {};
    minNotAboveMax(
      delivery_days_min,
      delivery_days_max,
      'delivery_days_min',
      intl.formatMessage(errors.minAboveMax),
      found,
    );
    return found;
  };
}

function visaRules(intl: IntlShape) {
  return (values: VisaConfiguration): FieldErrors => {
    const found = deliveryDaysRule(intl)(values);
    values.tiers.forEach((tier, index) =>
      minNotAboveMax(
        tier.free_atm_monthly_usd,
        tier.max_atm_monthly_usd,
        `tiers/${index}/free_atm_monthly_usd`,
        intl.formatMessage(errors.freeAboveMax),
        found,
      ),
    );
    uniqueKeys(
      values.tiers.map(({ name }) => name.trim().toLocaleLowerCase()),
      (index) => `tiers/${index}/name`,
      intl.formatMessage(errors.duplicateTier),
      found,
    );
    return found;
  };
}

const TIER_AMOUNTS = [
  'price',
  'min_staking_usd',
  'cashback_percent',
  'free_atm_monthly_usd',
  'max_atm_monthly_usd',
  'max_payments_monthly_usd',
] as const satisfies readonly (keyof CardTier)[];

/** setting/visa: the whole Visa card programme, its tiers included. */
export function VisaSettingPage() {
  const { data } = useSuspenseQuery(visaConfigurationQueryOptions());
  return (
    <div className={styles.page}>
      <VisaForm initial={data} />
    </div>
  );
}

function VisaForm({ initial }: { initial: VisaConfiguration }) {
  const intl = useIntl();
  const form = useConfigurationForm({
    initial,
    schema: SaveVisaConfigurationBody,
    rules: visaRules(intl),
    mutation: useSaveVisaConfiguration(),
    successText: useSuccessText(saved.visa),
  });
  const { values, bind, setValues } = form;

  const addTier = () =>
    setValues((current) => ({
      ...current,
      tiers: [
        ...current.tiers,
        {
          name: '',
          price: '',
          min_staking_usd: '0',
          cashback_percent: '0',
          free_atm_monthly_usd: '0',
          max_atm_monthly_usd: '0',
          max_payments_monthly_usd: '0',
        },
      ],
    }));
  const removeTier = (index: number) =>
    setValues((current) => ({ ...current, tiers: current.tiers.filter((_, at) => at !== index) }));

  return (
    <Form ref={form.formRef} validationErrors={form.errors} onSubmit={form.onSubmit}>
      <Switch {...bind.toggle(['enabled'])}>{intl.formatMessage(visa.programme)}</Switch>
      <div className={styles.fieldGrid}>
        <AmountInput label={intl.formatMessage(fields.atm_fee_percent)} unit="%" {...bind.text(['atm_fee_percent'])} />
        <NumberField
          label={intl.formatMessage(fields.delivery_days_min)}
          minValue={1}
          maxValue={365}
          formatOptions={{ maximumFractionDigits: 0 }}
          {...bind.number(['delivery_days_min'])}
        />
        <NumberField
          label={intl.formatMessage(fields.delivery_days_max)}
          minValue={1}
          maxValue={365}
          formatOptions={{ maximumFractionDigits: 0 }}
          {...bind.number(['delivery_days_max'])}
        />
      </div>
      <section className={styles.section} aria-labelledby="visa-tiers">
        <h2 id="visa-tiers" className={styles.sectionTitle}>
          {intl.formatMessage(fields.tiers)}
        </h2>
        <RowList empty={intl.formatMessage(visa.empty)} addLabel={intl.formatMessage(visa.addTier)} onAdd={addTier}>
          {values.tiers.map((tier, index) => {
            const name = tier.name.trim()
              ? intl.formatMessage(tierName, { name: tier.name })
              : intl.formatMessage(visa.newTier);
            return (
              <RowGroup key={index} name={name} onRemove={() => removeTier(index)}>
                <TextField label={intl.formatMessage(fields.name)} {...bind.text(['tiers', index, 'name'])} />
                {TIER_AMOUNTS.map((field) => (
                  <AmountInput
                    key={field}
                    label={intl.formatMessage(fields[field])}
                    unit={unitOf(field)}
                    {...bind.text(['tiers', index, field])}
                  />
                ))}
              </RowGroup>
            );
          })}
        </RowList>
      </section>
      {form.leavePrompt}
      <SaveButton isSaving={form.isSaving} />
    </Form>
  );
}

import { useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useCreateBoosterTier, useUpdateBoosterTier } from '../../api/generated/endpoints/booster/booster.ts';
import type { BoosterTier } from '../../api/generated/model/boosterTier.ts';
import type { BoosterTierInput } from '../../api/generated/model/boosterTierInput.ts';
import { CreateBoosterTierBody } from '../../api/generated/zod/booster/booster.zod.ts';
import { AmountInput } from '../../ui/amount-input/amount-input.tsx';
import { Button } from '../../ui/button/button.tsx';
import type { FieldErrors } from '../../ui/form/field-errors.ts';
import { Form } from '../../ui/form/form.tsx';
import { useForm } from '../../ui/form/use-form.ts';
import { useUnsavedChanges } from '../../ui/form/use-unsaved-changes.tsx';
import { Link } from '../../ui/link/link.tsx';
import { NumberField } from '../../ui/number-field/number-field.tsx';
import { Switch } from '../../ui/switch/switch.tsx';
import { TextField } from '../../ui/text-field/text-field.tsx';
import { actions, stack } from '../../styles/layout.css.ts';
import * as styles from './booster.css.ts';
import { tiers as messages, tiersText } from './messages.ts';

const FIELDS = ['name', 'price', 'validity_days', 'rank', 'active'] as const;

interface Values {
  name: string;
  price: string;
  /** NaN while the field is empty. */
  validity_days: number;
  rank: number;
  active: boolean;
}

const NEW_TIER: Values = { name: '', price: '', validity_days: 365, rank: Number.NaN, active: false };

/** A save with the mutation's one shape: create, or update the tier of this id. */
type Save = { data: BoosterTierInput; id?: string };

/**
 * admin/pack-booster/new and edit/{id}: a tier's name, price in USDT, validity, rank and whether it is on
 * sale, checked with the contract's schema before anything is sent; then a toast and back to the list.
 */
export function TierFormPage({ tier }: { tier?: BoosterTier }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const create = useCreateBoosterTier();
  const update = useUpdateBoosterTier();
  const [initial] = useState<Values>(() =>
    tier
      ? { name: tier.name, price: tier.price, validity_days: tier.validity_days, rank: tier.rank, active: tier.active }
      : NEW_TIER,
  );
  const mutation = {
    isPending: create.isPending || update.isPending,
    mutateAsync: ({ data, id }: Save) =>
      id === undefined ? create.mutateAsync({ data }) : update.mutateAsync({ id, data }),
  };
  const fieldMessage = (field: string) => {
    if (field === 'price') return intl.formatMessage(messages.priceInvalid);
    if (field === 'validity_days') return intl.formatMessage(messages.validityInvalid);
    if (field === 'rank') return intl.formatMessage(messages.rankInvalid);
    return intl.formatMessage(messages.nameInvalid);
  };
  const form = useForm<Values, BoosterTierInput, Save, BoosterTier>({
    initial,
    schema: CreateBoosterTierBody,
    toBody: (values) => ({ ...values, name: values.name.trim() }),
    describe: (_issue, _value, field) => fieldMessage(field),
    rules: (values): FieldErrors => (/^0*(\.0*)?$/.test(values.price) ? { price: fieldMessage('price') } : {}),
    mutation,
    variables: (data) => ({ data, ...(tier && { id: tier.id }) }),
    fields: FIELDS,
    networkMessage: false,
    successText: (answer) => intl.formatMessage(tier ? tiersText.saved : tiersText.created, { name: answer.name }),
    onSuccess: async () => {
      unsaved.release();
      await navigate({ to: '/admin/pack-booster' });
    },
  });
  const { formRef, errors, values } = form;
  const unsaved = useUnsavedChanges(JSON.stringify(values) !== JSON.stringify(initial));
  const set =
    <K extends keyof Values>(key: K) =>
    (value: Values[K]) =>
      form.setValue([key], value);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void form.submit();
  };
  return (
    <Form ref={formRef} validationErrors={errors} onSubmit={onSubmit} className={`${styles.page} ${stack}`}>
      <div className={styles.fieldGrid}>
        <TextField
          name="name"
          label={intl.formatMessage(messages.name)}
          value={values.name}
          onChange={set('name')}
          maxLength={60}
        />
        <AmountInput
          name="price"
          label={intl.formatMessage(messages.price)}
          unit="USDT"
          decimals={6}
          value={values.price}
          onChange={set('price')}
        />
        <NumberField
          name="validity_days"
          label={intl.formatMessage(messages.validity)}
          value={values.validity_days}
          onChange={set('validity_days')}
          minValue={1}
          maxValue={3650}
          step={1}
        />
        <NumberField
          name="rank"
          label={intl.formatMessage(messages.rank)}
          description={intl.formatMessage(messages.rankHint)}
          value={values.rank}
          onChange={set('rank')}
          minValue={1}
          maxValue={1000}
          step={1}
        />
      </div>
      <Switch name="active" isSelected={values.active} onChange={set('active')}>
        {intl.formatMessage(messages.active)}
      </Switch>
      {unsaved.prompt}
      <div className={actions}>
        <Button type="submit" isDisabled={form.isPending}>
          {intl.formatMessage(form.isPending ? messages.saving : messages.save)}
        </Button>
        <Link to="/admin/pack-booster">{intl.formatMessage(messages.backToList)}</Link>
      </div>
    </Form>
  );
}

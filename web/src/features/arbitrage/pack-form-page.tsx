import { useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useCreateArbitragePack, useUpdateArbitragePack } from '../../api/generated/endpoints/arbitrage/arbitrage.ts';
import type { ArbitragePack } from '../../api/generated/model/arbitragePack.ts';
import type { ArbitragePackInput } from '../../api/generated/model/arbitragePackInput.ts';
import { CreateArbitragePackBody } from '../../api/generated/zod/arbitrage/arbitrage.zod.ts';
import * as layout from '../../styles/layout.css.ts';
import { AmountInput } from '../../ui/amount-input/amount-input.tsx';
import { Button } from '../../ui/button/button.tsx';
import { Form } from '../../ui/form/form.tsx';
import { useForm } from '../../ui/form/use-form.ts';
import { Link } from '../../ui/link/link.tsx';
import { errorBox, errorMessage } from '../../ui/page/page.css.ts';
import { NumberField } from '../../ui/number-field/number-field.tsx';
import { Switch } from '../../ui/switch/switch.tsx';
import { TextField } from '../../ui/text-field/text-field.tsx';
import * as styles from './arbitrage.css.ts';
import { admin, packCreated, packSaved } from './messages.ts';

const FIELDS = ['name', 'price', 'duration_days', 'daily_return_percent', 'active'] as const;

const NEW_PACK: ArbitragePackInput = {
  name: '',
  price: '',
  duration_days: Number.NaN,
  daily_return_percent: '',
  active: false,
};

/** admin/pack-arbitrage/new and edit/{id}: a pack's fields, checked with the contract's schema, then saved. */
export function PackFormPage({ pack }: { pack?: ArbitragePack }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const create = useCreateArbitragePack();
  const update = useUpdateArbitragePack();
  const [initial] = useState<ArbitragePackInput>(() =>
    pack
      ? {
          name: pack.name,
          price: pack.price,
          duration_days: pack.duration_days,
          daily_return_percent: pack.daily_return_percent,
          active: pack.active,
        }
      : NEW_PACK,
  );
  const form = useForm({
    initial,
    schema: CreateArbitragePackBody,
    toBody: (values: ArbitragePackInput) => ({ ...values, name: values.name.trim() }),
    describe: () => intl.formatMessage(admin.invalid),
    // One mutation shape for both: a new pack is created, an existing one replaced.
    mutation: {
      mutateAsync: (variables: { data: ArbitragePackInput }) =>
        pack ? update.mutateAsync({ id: pack.id, data: variables.data }) : create.mutateAsync(variables),
      isPending: create.isPending || update.isPending,
    },
    fields: FIELDS,
    failure: 'alert-unmatched',
    successText: (answer) => intl.formatMessage(pack ? packSaved : packCreated, { name: answer.name }),
    onSuccess: () => navigate({ to: '/admin/pack-arbitrage', search: {} }),
  });
  const { formRef, errors, values, failure } = form;
  const set =
    <K extends keyof ArbitragePackInput>(key: K) =>
    (value: ArbitragePackInput[K]) =>
      form.setValue([key], value);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void form.submit();
  };
  return (
    <Form ref={formRef} validationErrors={errors} onSubmit={onSubmit} className={styles.formWidth}>
      <div className={layout.stack}>
        {failure && (
          <p role="alert" className={errorBox}>
            <span className={errorMessage}>{failure.text}</span>
          </p>
        )}
        <TextField
          name="name"
          label={intl.formatMessage(admin.name)}
          value={values.name}
          onChange={set('name')}
          maxLength={60}
          isRequired
        />
        <AmountInput
          name="price"
          label={intl.formatMessage(admin.priceUsdt)}
          unit="USDT"
          decimals={6}
          value={values.price}
          onChange={set('price')}
        />
        <NumberField
          name="duration_days"
          label={intl.formatMessage(admin.durationDays)}
          value={values.duration_days}
          onChange={set('duration_days')}
          minValue={1}
          maxValue={3650}
          step={1}
        />
        <AmountInput
          name="daily_return_percent"
          label={intl.formatMessage(admin.dailyPercent)}
          unit="%"
          decimals={2}
          value={values.daily_return_percent}
          onChange={set('daily_return_percent')}
        />
        <Switch name="active" isSelected={values.active} onChange={set('active')}>
          {intl.formatMessage(admin.active)}
        </Switch>
        {pack && <p className={layout.muted}>{intl.formatMessage(admin.keepsTerms)}</p>}
        <div className={layout.actions}>
          <Button type="submit" isPending={form.isPending}>
            {intl.formatMessage(admin.save)}
          </Button>
          <Link to="/admin/pack-arbitrage">{intl.formatMessage(admin.cancel)}</Link>
        </div>
      </div>
    </Form>
  );
}

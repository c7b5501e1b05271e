import { useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useId, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useCreateStake, type CreateStakeMutationVariables } from '../../api/generated/endpoints/staking/staking.ts';
import type { Stake } from '../../api/generated/model/stake.ts';
import type { StakeRequest } from '../../api/generated/model/stakeRequest.ts';
import type { StakingProduct } from '../../api/generated/model/stakingProduct.ts';
import { toUnits } from '../../api/decimal.ts';
import { formatNumber, formatPercent } from '../../i18n/format.ts';
import { useLanguage } from '../../i18n/language-provider.tsx';
import { stack, panel, sectionTitle, muted, actions, facts } from '../../styles/layout.css.ts';
import { AmountInput } from '../../ui/amount-input/amount-input.tsx';
import { Button } from '../../ui/button/button.tsx';
import { knownCode, useErrorText } from '../../ui/form/error-text.ts';
import type { FieldErrors } from '../../ui/form/field-errors.ts';
import { Form } from '../../ui/form/form.tsx';
import { useForm } from '../../ui/form/use-form.ts';
import { TransactionPasswordFields } from '../../ui/form/transaction-password-fields.tsx';
import { Select } from '../../ui/select/select.tsx';
import { aboveAvailable, available, belowMinimum, days, errorCodes, messages, productOption } from './messages.ts';
import { projectedReward } from './projection.ts';
import { productsQueryOptions, walletsQueryOptions } from './queries.ts';

interface Values {
  product_id: string;
  amount: string;
  transaction_password: string;
}

type Field = keyof Values;
const FIELDS: readonly Field[] = ['product_id', 'amount', 'transaction_password'];
// Choose and review, then authorize with the transaction password: nothing is sent before.
type Step = 'edit' | 'review' | 'authorize';

const FIELD_OF_CODE: Partial<Record<keyof typeof errorCodes, Field>> = {
  INSUFFICIENT_FUNDS: 'amount',
  BELOW_MINIMUM: 'amount',
  PRODUCT_INACTIVE: 'product_id',
  TRANSACTION_PASSWORD_INVALID: 'transaction_password',
};

/** /staking/new: a product, an amount within the available balance, the projected reward, then the password. */
export function NewStakePage() {
  const intl = useIntl();
  const { data: products } = useSuspenseQuery(productsQueryOptions());
  if (products.items.length === 0) return <p className={muted}>{intl.formatMessage(messages.noProduct)}</p>;
  return <StakeForm products={products.items} />;
}

function StakeForm({ products }: { products: StakingProduct[] }) {
  const intl = useIntl();
  const { language } = useLanguage();
  const navigate = useNavigate();
  const { data: wallets } = useSuspenseQuery(walletsQueryOptions());
  const errorText = useErrorText({ codes: errorCodes });
  const create = useCreateStake();
  const noticeId = useId();
  const [step, setStep] = useState<Step>('edit');

  const form = useForm<Values, StakeRequest, CreateStakeMutationVariables, Stake>({
    initial: { product_id: products[0]!.id, amount: '', transaction_password: '' },
    toBody: (values) => values,
    rules: (values): FieldErrors => {
      const chosen = products.find(({ id }) => id === values.product_id);
      if (!chosen) return { product_id: intl.formatMessage(messages.required) };
      const amount = toUnits(values.amount, chosen.decimals);
      if (amount === null || amount === 0n) return { amount: intl.formatMessage(messages.required) };
      if (amount < toUnits(chosen.min_amount, chosen.decimals)!)
        return { amount: intl.formatMessage(belowMinimum, { minimum: show(chosen.min_amount, chosen) }) };
      const available = wallets.items.find(({ asset }) => asset === chosen.asset)?.available ?? '0';
      if (amount > toUnits(available, chosen.decimals)!)
        return { amount: intl.formatMessage(aboveAvailable, { amount: show(available, chosen) }) };
      return {};
    },
    mutation: create,
    fields: FIELDS,
    codes: errorCodes,
    failure: 'alert',
    successText: () => intl.formatMessage(messages.done),
    onErrors: (found) => {
      if ('amount' in found || 'product_id' in found) setStep('edit');
    },
    onSuccess: () => void navigate({ to: '/staking' }),
    onError: (error) => {
      const code = knownCode(error, errorCodes) as keyof typeof errorCodes | undefined;
      const field = code ? FIELD_OF_CODE[code] : undefined;
      return field ? { [field]: errorText(error) } : undefined;
    },
  });
  const { formRef, errors, values, failure } = form;
  const product = products.find(({ id }) => id === values.product_id) ?? products[0]!;
  const wallet = wallets.items.find(({ asset }) => asset === product.asset);

  function show(value: string, of: StakingProduct = product) {
    return `${formatNumber(value, language, of.decimals)} ${of.asset}`;
  }
  const set = (field: Field) => (value: string) => {
    form.setValue([field], value);
    form.clearError(field);
  };
  const reward = projectedReward(values.amount, product.decimals, product.target_daily_rate, product.duration_days);
  const facts: [string, string][] = [
    [intl.formatMessage(messages.duration), intl.formatMessage(days, { days: product.duration_days })],
    [intl.formatMessage(messages.targetRate), formatPercent(product.target_rate, language)],
    [intl.formatMessage(messages.projected), reward === null ? '—' : show(reward)],
  ];

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (step === 'edit') {
      void form.validate(['product_id', 'amount']).then((valid) => {
        if (!valid) return;
        form.setFailure(null);
        setStep('review');
      });
    } else if (step === 'review') setStep('authorize');
    else void form.submit();
  };
  const back = () => {
    form.setValues((current) => ({ ...current, transaction_password: '' }));
    form.clearErrors();
    form.setFailure(null);
    setStep('edit');
  };

  return (
    <Form ref={formRef} onSubmit={onSubmit} validationErrors={errors} className={stack} aria-describedby={noticeId}>
      <p id={noticeId} role="note" className={panel}>
        {intl.formatMessage(messages.notice)}
      </p>
      {failure && (
        <div role="alert" className={panel}>
          <p>{failure.text}</p>
        </div>
      )}
      {step === 'edit' ? (
        <>
          <Select
            name="product_id"
            label={intl.formatMessage(messages.product)}
            options={products.map((option) => ({
              id: option.id,
              name: intl.formatMessage(productOption, {
                asset: option.asset,
                days: option.duration_days,
                rate: formatPercent(option.target_rate, language),
              }),
            }))}
            selectedKey={values.product_id}
            onSelectionChange={(key) => set('product_id')(String(key))}
          />
          <AmountInput
            name="amount"
            label={intl.formatMessage(messages.amount)}
            unit={product.asset}
            decimals={product.decimals}
            value={values.amount}
            onChange={set('amount')}
            isRequired
          />
          <p className={muted}>
            {intl.formatMessage(available, {
              amount: show(wallet?.available ?? '0'),
              minimum: show(product.min_amount),
            })}
          </p>
          <Facts rows={facts} />
          <div className={actions}>
            <Button type="submit">{intl.formatMessage(messages.review)}</Button>
          </div>
        </>
      ) : (
        <section className={panel} aria-labelledby={`${noticeId}-review`}>
          <h2 id={`${noticeId}-review`} className={sectionTitle}>
            {intl.formatMessage(messages.reviewTitle)}
          </h2>
          <p>{intl.formatMessage(messages.reviewNote)}</p>
          <Facts rows={[[intl.formatMessage(messages.amount), show(values.amount)], ...facts]} />
          {step === 'authorize' && (
            <TransactionPasswordFields
              intro={intl.formatMessage(messages.authorize)}
              password={values.transaction_password}
              onPasswordChange={set('transaction_password')}
            />
          )}
          <div className={actions}>
            <Button variant="secondary" onPress={back} isDisabled={create.isPending}>
              {intl.formatMessage(messages.back)}
            </Button>
            <Button type="submit" isPending={step === 'authorize' && create.isPending}>
              {intl.formatMessage(step === 'review' ? messages.confirm : messages.submit)}
            </Button>
          </div>
        </section>
      )}
    </Form>
  );
}

export function Facts({ rows }: { rows: [string, string][] }) {
  return (
    <dl className={facts}>
      {rows.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd aria-live="polite">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

import { useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { useCreateStake, type CreateStakeMutationVariables } from '../../api/generated/endpoints/staking/staking.ts';
import type { Stake } from '../../api/generated/model/stake.ts';
import type { StakeRequest } from '../../api/generated/model/stakeRequest.ts';
import type { StakingProduct } from '../../api/generated/model/stakingProduct.ts';
import { toUnits } from '../../api/decimal.ts';
import { displayDecimals, formatAmount, formatPercent } from '../../i18n/format.ts';
import { useLanguage } from '../../i18n/language-provider.tsx';
import { stack, panel, muted, facts } from '../../styles/layout.css.ts';
import { AmountInput } from '../../ui/amount-input/amount-input.tsx';
import type { FieldErrors, FieldOfCode } from '../../ui/form/field-errors.ts';
import { MoneyActionForm } from '../../ui/money-action/money-action-form.tsx';
import { useMoneyAction } from '../../ui/money-action/use-money-action.ts';
import { Select } from '../../ui/select/select.tsx';
import { aboveAvailable, available, belowMinimum, days, messages } from './messages.ts';
import { useProductName } from './product-name.ts';
import { projectedReward } from './projection.ts';
import { productsQueryOptions, walletsQueryOptions } from './queries.ts';

interface Values {
  product_id: string;
  amount: string;
}

const FIELD_OF_CODE: FieldOfCode<'createStake'> = { BELOW_MINIMUM: 'amount', PRODUCT_INACTIVE: 'product_id' };

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
  const create = useCreateStake();
  const noticeId = useId();
  const productName = useProductName();

  const { action, values, set } = useMoneyAction<Values, StakeRequest, CreateStakeMutationVariables, Stake>({
    initial: { product_id: products[0]!.id, amount: '' },
    edited: ['product_id', 'amount'],
    rules: (current): FieldErrors => {
      const chosen = products.find(({ id }) => id === current.product_id);
      if (!chosen) return { product_id: intl.formatMessage(messages.required) };
      const amount = toUnits(current.amount, chosen.decimals);
      if (amount === null || amount === 0n) return { amount: intl.formatMessage(messages.required) };
      if (amount < toUnits(chosen.min_amount, chosen.decimals)!)
        return { amount: intl.formatMessage(belowMinimum, { minimum: show(chosen.min_amount, chosen) }) };
      const available = wallets.items.find(({ asset }) => asset === chosen.asset)?.available ?? '0';
      if (amount > toUnits(available, chosen.decimals)!)
        return { amount: intl.formatMessage(aboveAvailable, { amount: show(available, chosen) }) };
      return {};
    },
    mutation: create,
    fieldOfCode: FIELD_OF_CODE,
    successText: () => intl.formatMessage(messages.done),
    onSuccess: () => void navigate({ to: '/staking' }),
  });
  const product = products.find(({ id }) => id === values.product_id) ?? products[0]!;
  const wallet = wallets.items.find(({ asset }) => asset === product.asset);

  function show(value: string, of: StakingProduct = product) {
    return `${formatAmount(value, displayDecimals(of), language)} ${of.asset}`;
  }
  const reward = projectedReward(values.amount, product.decimals, product.target_daily_rate, product.duration_days);
  const facts: [string, string][] = [
    [intl.formatMessage(messages.duration), intl.formatMessage(days, { days: product.duration_days })],
    [intl.formatMessage(messages.targetRate), formatPercent(product.target_rate, language)],
    [intl.formatMessage(messages.projected), reward === null ? '—' : show(reward)],
  ];

  return (
    <div className={stack}>
      <p id={noticeId} role="note" className={panel}>
        {intl.formatMessage(messages.notice)}
      </p>
      <MoneyActionForm
        action={action}
        className={stack}
        aria-describedby={noticeId}
        edit={{
          reviewLabel: intl.formatMessage(messages.review),
          fields: (
            <>
              <Select
                name="product_id"
                label={intl.formatMessage(messages.product)}
                options={products.map((option) => ({ id: option.id, name: productName(option) }))}
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
            </>
          ),
        }}
        title={intl.formatMessage(messages.reviewTitle)}
        note={intl.formatMessage(messages.reviewNote)}
        lines={[
          { term: intl.formatMessage(messages.amount), value: show(values.amount) },
          ...facts.map(([term, value]) => ({ term, value })),
        ]}
        intro={intl.formatMessage(messages.authorize)}
        submitLabel={intl.formatMessage(messages.submit)}
        backLabel={intl.formatMessage(messages.back)}
      />
    </div>
  );
}

function Facts({ rows }: { rows: [string, string][] }) {
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

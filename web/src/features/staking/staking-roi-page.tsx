import { useSuspenseQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import {
  useSetStakingRate,
  useUpdateStakingProduct,
  type SetStakingRateMutationVariables,
  type UpdateStakingProductMutationVariables,
} from '../../api/generated/endpoints/staking/staking.ts';
import type { StakingDay } from '../../api/generated/model/stakingDay.ts';
import type { StakingProduct } from '../../api/generated/model/stakingProduct.ts';
import type { StakingProductInput } from '../../api/generated/model/stakingProductInput.ts';
import type { StakingRateInput } from '../../api/generated/model/stakingRateInput.ts';
import { SetStakingRateBody, UpdateStakingProductBody } from '../../api/generated/zod/staking/staking.zod.ts';
import { compareAmounts } from '../../api/decimal.ts';
import { errorMessages } from '../../i18n/error-messages.ts';
import { displayDecimals, formatDate, formatNumber } from '../../i18n/format.ts';
import { useLanguage } from '../../i18n/language-provider.tsx';
import { actions, panel, plainList, sectionTitle, stack } from '../../styles/layout.css.ts';
import { AmountInput } from '../../ui/amount-input/amount-input.tsx';
import { Button } from '../../ui/button/button.tsx';
import { Amount } from '../../ui/money-record/amount.tsx';
import { DayField } from '../../ui/day-field/day-field.tsx';
import type { FieldErrors, FieldOfCode } from '../../ui/form/field-errors.ts';
import { Form } from '../../ui/form/form.tsx';
import { useForm } from '../../ui/form/use-form.ts';
import { DataList } from '../../ui/list/data-list.tsx';
import { Select } from '../../ui/select/select.tsx';
import { Switch } from '../../ui/switch/switch.tsx';
import { Cell, Column, Row } from '../../ui/table/table.tsx';
import { count, dailyRateHint, messages } from './messages.ts';
import { useProductName } from './product-name.ts';
import { adminProductsQueryOptions, stakingDaysQueryOptions, type StakingDaysSearch } from './queries.ts';

/**
 * /admin/staking-roi: the products (target rate, minimum, open or not), the realised rate of a day to set,
 * and per product and day the rate paid and the distribution made.
 */
export function StakingRoiPage({ search }: { search: StakingDaysSearch }) {
  const { data: products } = useSuspenseQuery(adminProductsQueryOptions());
  return (
    <div className={stack}>
      <Products products={products.items} />
      <SetRate products={products.items} />
      <Days search={search} />
    </div>
  );
}

function Products({ products }: { products: StakingProduct[] }) {
  const intl = useIntl();
  return (
    <section className={stack} aria-labelledby="staking-products">
      <h2 id="staking-products" className={sectionTitle}>
        {intl.formatMessage(messages.products)}
      </h2>
      <ul className={plainList}>
        {products.map((product) => (
          <li key={product.id}>
            <ProductForm product={product} />
          </li>
        ))}
      </ul>
    </section>
  );
}

interface ProductValues {
  target_rate: string;
  max_daily_rate: string;
  min_amount: string;
  active: boolean;
}

const PRODUCT_FIELDS = ['target_rate', 'max_daily_rate', 'min_amount', 'active'] as const;

function ProductForm({ product }: { product: StakingProduct }) {
  const intl = useIntl();
  const name = useProductName()(product);
  const form = useForm<ProductValues, StakingProductInput, UpdateStakingProductMutationVariables, StakingProduct>({
    initial: {
      target_rate: product.target_rate,
      max_daily_rate: product.max_daily_rate,
      min_amount: product.min_amount,
      active: product.active,
    },
    schema: UpdateStakingProductBody,
    describe: (_issue, value, field) =>
      intl.formatMessage(
        value === ''
          ? messages.required
          : field === 'target_rate'
            ? messages.targetRateInvalid
            : field === 'max_daily_rate'
              ? messages.dailyRateInvalid
              : messages.minimumInvalid,
      ),
    mutation: useUpdateStakingProduct(),
    variables: (data) => ({ id: product.id, data }),
    fields: PRODUCT_FIELDS,
    successText: () => intl.formatMessage(messages.saved),
  });
  const { formRef, errors, bind } = form;
  return (
    <Form ref={formRef} validationErrors={errors} onSubmit={form.onSubmit} className={panel} aria-label={name}>
      <h3 className={sectionTitle}>{name}</h3>
      <AmountInput
        {...bind.text(['target_rate'])}
        label={intl.formatMessage(messages.targetRate)}
        unit="%"
        decimals={2}
      />
      <AmountInput
        {...bind.text(['max_daily_rate'])}
        label={intl.formatMessage(messages.maxDailyRate)}
        description={intl.formatMessage(messages.maxDailyRateHint)}
        unit="%"
        decimals={8}
      />
      <AmountInput
        {...bind.text(['min_amount'])}
        label={intl.formatMessage(messages.minimum)}
        unit={product.asset}
        decimals={product.decimals}
      />
      <Switch {...bind.toggle(['active'])}>{intl.formatMessage(messages.active)}</Switch>
      <div className={actions}>
        <Button type="submit" isPending={form.isPending}>
          {intl.formatMessage(messages.save)}
        </Button>
      </div>
    </Form>
  );
}

interface RateValues {
  product_id: string;
  /** `YYYY-MM-DD`, the UTC day. */
  day: string | undefined;
  daily_rate: string;
}

const RATE_FIELDS = ['product_id', 'day', 'daily_rate'] as const;
// A day already distributed keeps its rate: the refusal is about the day chosen. A rate out of range
// means another administrator lowered the product's highest rate since the page was read.
const RATE_FIELD_OF_CODE: FieldOfCode<'setStakingRate'> = { RATE_ALREADY_PAID: 'day', RATE_OUT_OF_RANGE: 'daily_rate' };

function SetRate({ products }: { products: StakingProduct[] }) {
  const intl = useIntl();
  const { language } = useLanguage();
  const productName = useProductName();
  // A product's highest rate as the page's language writes a percent, all 8 decimals it may have.
  const formatRate = (rate: string) => formatNumber(rate, language, 8);
  const form = useForm<RateValues, StakingRateInput, SetStakingRateMutationVariables, StakingDay>({
    initial: { product_id: products[0]?.id ?? '', day: new Date().toISOString().slice(0, 10), daily_rate: '' },
    schema: SetStakingRateBody,
    toBody: ({ daily_rate }) => ({ daily_rate }),
    rules: (values): FieldErrors => {
      if (!values.day) return { day: intl.formatMessage(messages.required) };
      const highest = products.find(({ id }) => id === values.product_id)?.max_daily_rate;
      return highest !== undefined && compareAmounts(values.daily_rate, highest) > 0
        ? { daily_rate: intl.formatMessage(errorMessages.RATE_OUT_OF_RANGE) }
        : {};
    },
    describe: (_issue, value) => intl.formatMessage(value === '' ? messages.required : messages.dailyRateInvalid),
    mutation: useSetStakingRate(),
    variables: (data, values) => ({ id: values.product_id, day: values.day!, data }),
    fields: RATE_FIELDS,
    fieldOfCode: RATE_FIELD_OF_CODE,
    successText: () => intl.formatMessage(messages.rateSet),
  });
  const { formRef, errors, values, bind } = form;
  const chosen = products.find(({ id }) => id === values.product_id);
  return (
    <Form
      ref={formRef}
      validationErrors={errors}
      onSubmit={form.onSubmit}
      className={panel}
      aria-labelledby="staking-set-rate"
    >
      <h2 id="staking-set-rate" className={sectionTitle}>
        {intl.formatMessage(messages.setRateTitle)}
      </h2>
      <Select
        name="product_id"
        label={intl.formatMessage(messages.product)}
        options={products.map((product) => ({ id: product.id, name: productName(product) }))}
        selectedKey={values.product_id}
        onSelectionChange={(key) => form.setValue(['product_id'], String(key))}
      />
      <DayField
        name="day"
        label={intl.formatMessage(messages.day)}
        value={values.day}
        onChange={(day) => form.setValue(['day'], day)}
        isRequired
      />
      <AmountInput
        {...bind.text(['daily_rate'])}
        label={intl.formatMessage(messages.dailyRate)}
        description={chosen && intl.formatMessage(dailyRateHint, { max: formatRate(chosen.max_daily_rate) })}
        unit="%"
        decimals={8}
        isRequired
      />
      <div className={actions}>
        <Button type="submit" isPending={form.isPending}>
          {intl.formatMessage(messages.setRate)}
        </Button>
      </div>
    </Form>
  );
}

function Days({ search }: { search: StakingDaysSearch }) {
  const intl = useIntl();
  const { language } = useLanguage();
  const { data } = useSuspenseQuery(stakingDaysQueryOptions(search));
  // A product carries its asset's decimals: what each day's distribution is written with.
  const { data: products } = useSuspenseQuery(adminProductsQueryOptions());
  const productDecimals = (productId: string) => displayDecimals(products.items.find(({ id }) => id === productId));
  const label = (message: (typeof messages)[keyof typeof messages]) => intl.formatMessage(message);
  return (
    <section className={stack} aria-labelledby="staking-days">
      <h2 id="staking-days" className={sectionTitle}>
        {intl.formatMessage(messages.days_)}
      </h2>
      <DataList
        label={intl.formatMessage(messages.daysLabel)}
        count={intl.formatMessage(count, { count: data.total })}
        cardsBelow="medium"
        columns={
          <>
            <Column isRowHeader>{label(messages.day)}</Column>
            <Column>{label(messages.product)}</Column>
            <Column>{label(messages.dailyRate)}</Column>
            <Column>{label(messages.setBy)}</Column>
            <Column>{label(messages.stakesPaid)}</Column>
            <Column numeric>{label(messages.totalPaid)}</Column>
          </>
        }
        items={data.items.map((item) => ({ ...item, id: `${item.product_id}-${item.day}` }))}
        empty={intl.formatMessage(messages.noDay)}
        pager={{ of: data, label: intl.formatMessage(messages.pages) }}
      >
        {(item) => (
          <Row id={item.id}>
            <Cell data-label={label(messages.day)}>{formatDate(`${item.day}T00:00:00Z`, language)}</Cell>
            <Cell data-label={label(messages.product)}>{`${item.asset} · ${item.duration_days}`}</Cell>
            <Cell data-label={label(messages.dailyRate)}>{formatNumber(item.daily_rate, language, 8)}</Cell>
            <Cell data-label={label(messages.setBy)}>{item.set_by ?? label(messages.target)}</Cell>
            <Cell data-label={label(messages.stakesPaid)}>{item.stakes_paid}</Cell>
            <Cell data-label={label(messages.totalPaid)} numeric>
              <Amount value={item.total_paid} asset={item.asset} decimals={productDecimals(item.product_id)} />
            </Cell>
          </Row>
        )}
      </DataList>
    </section>
  );
}

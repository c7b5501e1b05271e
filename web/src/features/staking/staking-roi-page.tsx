import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useSetStakingRate, useUpdateStakingProduct } from '../../api/generated/endpoints/staking/staking.ts';
import type { StakingProduct } from '../../api/generated/model/stakingProduct.ts';
import { formatDate, formatNumber, formatPercent } from '../../i18n/format.ts';
import { useLanguage } from '../../i18n/language-provider.tsx';
import { actions, panel, sectionTitle, stack } from '../../styles/layout.css.ts';
import { Button } from '../../ui/button/button.tsx';
import { useErrorText } from '../../ui/form/error-text.ts';
import { DataList } from '../../ui/list/data-list.tsx';
import { Select } from '../../ui/select/select.tsx';
import { Switch } from '../../ui/switch/switch.tsx';
import { Cell, Column, Row } from '../../ui/table/table.tsx';
import { TextField } from '../../ui/text-field/text-field.tsx';
import { showErrorToast, showSuccessToast } from '../../ui/toast/toast.ts';
import { count, errorCodes, messages, productOption } from './messages.ts';
import { adminProductsQueryOptions, stakingDaysQueryOptions, type StakingDaysSearch } from './queries.ts';

type OnPage = (page: number) => void;

/**
 * /admin/staking-roi: the products (target rate, minimum, open or not), the realised rate of a day to set,
 * and per product and day the rate paid and the distribution made.
 */
export function StakingRoiPage({ search, onPage }: { search: StakingDaysSearch; onPage: OnPage }) {
  const { data: products } = useSuspenseQuery(adminProductsQueryOptions());
  return (
    <div className={stack}>
      <Products products={products.items} />
      <SetRate products={products.items} />
      <Days search={search} onPage={onPage} />
    </div>
  );
}

function useRefresh() {
  const queryClient = useQueryClient();
  return () =>
    queryClient.invalidateQueries({ predicate: ({ queryKey }) => String(queryKey[0]).startsWith('/admin/staking') });
}

function Products({ products }: { products: StakingProduct[] }) {
  const intl = useIntl();
  return (
    <section className={stack} aria-labelledby="staking-products">
      <h2 id="staking-products" className={sectionTitle}>
        {intl.formatMessage(messages.products)}
      </h2>
      <ul className={stack}>
        {products.map((product) => (
          <li key={product.id}>
            <ProductForm product={product} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function ProductForm({ product }: { product: StakingProduct }) {
  const intl = useIntl();
  const { language } = useLanguage();
  const update = useUpdateStakingProduct();
  const refresh = useRefresh();
  const errorText = useErrorText({ codes: errorCodes });
  const [targetRate, setTargetRate] = useState(product.target_rate);
  const [minimum, setMinimum] = useState(product.min_amount);
  const [active, setActive] = useState(product.active);
  const name = intl.formatMessage(productOption, {
    asset: product.asset,
    days: product.duration_days,
    rate: formatPercent(product.target_rate, language),
  });
  const save = (event: FormEvent) => {
    event.preventDefault();
    update
      .mutateAsync({ id: product.id, data: { target_rate: targetRate.trim(), min_amount: minimum.trim(), active } })
      .then(async () => {
        showSuccessToast(intl.formatMessage(messages.saved));
        await refresh();
      })
      .catch((error: unknown) => showErrorToast(errorText(error)));
  };
  return (
    <form className={panel} onSubmit={save} aria-label={name}>
      <h3 className={sectionTitle}>{name}</h3>
      <TextField
        label={intl.formatMessage(messages.targetRate)}
        unit="%"
        value={targetRate}
        onChange={setTargetRate}
        inputMode="decimal"
      />
      <TextField
        label={intl.formatMessage(messages.minimum)}
        unit={product.asset}
        value={minimum}
        onChange={setMinimum}
        inputMode="decimal"
      />
      <Switch isSelected={active} onChange={setActive}>
        {intl.formatMessage(messages.active)}
      </Switch>
      <div className={actions}>
        <Button type="submit" isPending={update.isPending}>
          {intl.formatMessage(messages.save)}
        </Button>
      </div>
    </form>
  );
}

function SetRate({ products }: { products: StakingProduct[] }) {
  const intl = useIntl();
  const { language } = useLanguage();
  const setRate = useSetStakingRate();
  const refresh = useRefresh();
  const errorText = useErrorText({ codes: errorCodes });
  const [productId, setProductId] = useState(products[0]?.id ?? '');
  const [day, setDay] = useState(new Date().toISOString().slice(0, 10));
  const [rate, setRateValue] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setRate
      .mutateAsync({ id: productId, day, data: { daily_rate: rate.trim().replace(',', '.') } })
      .then(async () => {
        showSuccessToast(intl.formatMessage(messages.rateSet));
        await refresh();
      })
      .catch((error: unknown) => showErrorToast(errorText(error)));
  };
  return (
    <form className={panel} onSubmit={submit} aria-labelledby="staking-set-rate">
      <h2 id="staking-set-rate" className={sectionTitle}>
        {intl.formatMessage(messages.setRateTitle)}
      </h2>
      <Select
        label={intl.formatMessage(messages.product)}
        options={products.map((product) => ({
          id: product.id,
          name: intl.formatMessage(productOption, {
            asset: product.asset,
            days: product.duration_days,
            rate: formatPercent(product.target_rate, language),
          }),
        }))}
        selectedKey={productId}
        onSelectionChange={(key) => setProductId(String(key))}
      />
      <TextField label={intl.formatMessage(messages.day)} type="date" value={day} onChange={setDay} isRequired />
      <TextField
        label={intl.formatMessage(messages.dailyRate)}
        unit="%"
        value={rate}
        onChange={setRateValue}
        inputMode="decimal"
        isRequired
      />
      <div className={actions}>
        <Button type="submit" isPending={setRate.isPending}>
          {intl.formatMessage(messages.setRate)}
        </Button>
      </div>
    </form>
  );
}

function Days({ search, onPage }: { search: StakingDaysSearch; onPage: OnPage }) {
  const intl = useIntl();
  const { language } = useLanguage();
  const { data } = useSuspenseQuery(stakingDaysQueryOptions(search));
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
            <Column>{label(messages.totalPaid)}</Column>
          </>
        }
        items={data.items.map((item) => ({ ...item, id: `${item.product_id}-${item.day}` }))}
        empty={intl.formatMessage(messages.noDay)}
        pager={{
          page: search.page ?? 1,
          pages: Math.max(1, Math.ceil(data.total / data.pageSize)),
          label: intl.formatMessage(messages.pages),
          onChange: onPage,
        }}
      >
        {(item) => (
          <Row id={item.id}>
            <Cell data-label={label(messages.day)}>{formatDate(`${item.day}T00:00:00Z`, language)}</Cell>
            <Cell data-label={label(messages.product)}>{`${item.asset} · ${item.duration_days}`}</Cell>
            <Cell data-label={label(messages.dailyRate)}>{formatNumber(item.daily_rate, language, 8)}</Cell>
            <Cell data-label={label(messages.setBy)}>{item.set_by ?? label(messages.target)}</Cell>
            <Cell data-label={label(messages.stakesPaid)}>{item.stakes_paid}</Cell>
            <Cell
              data-label={label(messages.totalPaid)}
            >{`${formatNumber(item.total_paid, language)} ${item.asset}`}</Cell>
          </Row>
        )}
      </DataList>
    </section>
  );
}

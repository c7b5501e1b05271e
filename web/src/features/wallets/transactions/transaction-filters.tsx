import { useIntl } from 'react-intl';
import { useListAssets } from '../../../api/generated/endpoints/asset/asset.ts';
import { withoutEmpty } from '../../../api/search-values.ts';
import { FilterPanel } from '../../../ui/filter-panel/filter-panel.tsx';
import { Select } from '../../../ui/select/select.tsx';
import { FilterTextField } from '../../../ui/filter-panel/filter-text-field.tsx';
import { DayRangeFields } from '../../../ui/day-field/day-range-fields.tsx';
import { messages, statusNames, typeNames } from './messages.ts';
import {
  TRANSACTION_STATUSES,
  TRANSACTION_TYPES,
  type TransactionFilterValues,
  type TransactionScope,
} from './transaction-search.ts';

const ALL = 'all';

// The asset list changes when an administrator adds one: an hour is fresh enough for a filter.
const ASSETS_STALE_MS = 60 * 60 * 1000;

export interface TransactionFiltersProps {
  /** `admin` adds the member and the free-text filters. */
  scope: TransactionScope;
  values: TransactionFilterValues;
  /** Called with the new filters, back on page 1. */
  onChange: (values: TransactionFilterValues) => void;
  /** Filters fixed by the page (a member's own transactions page fixes `user`): not shown as controls. */
  hidden?: readonly (keyof TransactionFilterValues)[];
}

/**
 * The filters of a transaction list: type, asset, status, first and last day; for administrators the
 * member and a reference or hash. Each change is applied at once (text once typing pauses); the order stays.
 */
export function TransactionFilters({ scope, values, onChange, hidden = [] }: TransactionFiltersProps) {
  const intl = useIntl();
  const assets = useListAssets({ query: { staleTime: ASSETS_STALE_MS } });
  const shown = (key: keyof TransactionFilterValues) => !hidden.includes(key);
  const apply = (change: Partial<TransactionFilterValues>) => onChange(withoutEmpty({ ...values, ...change, page: 1 }));
  const all = { id: ALL, name: intl.formatMessage(messages.all) };

  const typeOptions = [all, ...TRANSACTION_TYPES.map((id) => ({ id, name: intl.formatMessage(typeNames[id]) }))];
  const statusOptions = [all, ...TRANSACTION_STATUSES.map((id) => ({ id, name: intl.formatMessage(statusNames[id]) }))];
  const assetCodes = assets.data?.items.map(({ code }) => code) ?? [];
  // The address may name an asset before the list has loaded: it stays selectable.
  if (values.asset && !assetCodes.includes(values.asset)) assetCodes.push(values.asset);
  const assetOptions = [all, ...assetCodes.map((code) => ({ id: code, name: code }))];

  const active = Object.entries(values).filter(
    ([key, value]) =>
      key !== 'page' && key !== 'sort' && value !== undefined && shown(key as keyof TransactionFilterValues),
  ).length;
  const reset = () =>
    onChange(
      withoutEmpty({
        page: 1,
        sort: values.sort,
        ...Object.fromEntries(hidden.map((key) => [key, values[key]])),
      } as TransactionFilterValues),
    );

  return (
    <FilterPanel label={intl.formatMessage(messages.filters)} active={active} onClear={reset}>
      {shown('type') && (
        <Select
          label={intl.formatMessage(messages.type)}
          options={typeOptions}
          value={values.type ?? ALL}
          onChange={(key) => apply({ type: TRANSACTION_TYPES.find((type) => type === key) })}
        />
      )}
      {shown('asset') && (
        <Select
          label={intl.formatMessage(messages.asset)}
          options={assetOptions}
          value={values.asset ?? ALL}
          onChange={(key) => apply({ asset: key === ALL || key === null ? undefined : String(key) })}
        />
      )}
      {shown('status') && (
        <Select
          label={intl.formatMessage(messages.status)}
          options={statusOptions}
          value={values.status ?? ALL}
          onChange={(key) => apply({ status: TRANSACTION_STATUSES.find((status) => status === key) })}
        />
      )}
      {shown('from') && shown('to') && (
        <DayRangeFields value={{ from: values.from, to: values.to }} onChange={(range) => apply(range)} />
      )}
      {scope === 'admin' && shown('user') && (
        <FilterTextField
          label={intl.formatMessage(messages.user)}
          value={values.user}
          maxLength={64}
          onChange={(user) => apply({ user })}
        />
      )}
      {scope === 'admin' && shown('q') && (
        <FilterTextField
          label={intl.formatMessage(messages.q)}
          value={values.q}
          maxLength={100}
          onChange={(q) => apply({ q })}
        />
      )}
    </FilterPanel>
  );
}

import { useMutation, useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { exportBoosterOrders } from '../../api/generated/endpoints/booster/booster.ts';
import { BoosterOrderKind } from '../../api/generated/model/boosterOrderKind.ts';
import { withoutEmpty } from '../../api/search-values.ts';
import { Button } from '../../ui/button/button.tsx';
import { DayRangeFields, isDayRangeValid, type DayRange } from '../../ui/day-field/day-range-fields.tsx';
import { downloadFile } from '../../ui/download/download-file.ts';
import { errorText } from '../../ui/form/error-text.ts';
import { Select } from '../../ui/select/select.tsx';
import { FilterPanel } from '../../ui/filter-panel/filter-panel.tsx';
import { FilterTextField } from '../../ui/filter-panel/filter-text-field.tsx';
import { showErrorToast, showSuccessToast } from '../../ui/toast/toast.ts';
import * as styles from './booster.css.ts';
import { orders as messages } from './messages.ts';
import { OrderList } from './order-list.tsx';
import { adminTiersQueryOptions, ordersQueryOptions } from './queries.ts';
import { ordersFilters, type OrdersSearch } from './search.ts';

const ALL = 'all';
const KINDS = Object.values(BoosterOrderKind);

/**
 * admin/pack-booster-order: every member's booster orders, filtered by member, tier, kind and days, paged
 * through the address; the CSV holds every order the filters match.
 */
export function OrdersPage({ search }: { search: OrdersSearch }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { data } = useSuspenseQuery(ordersQueryOptions(search));
  const { data: tiers } = useSuspenseQuery(adminTiersQueryOptions());
  // The days as typed: a range in the wrong order stays here, said wrong, and is not applied.
  const [days, setDays] = useState<DayRange>({ from: search.from, to: search.to });
  const go = (next: OrdersSearch) =>
    void navigate({ to: '/admin/pack-booster-order', search: withoutEmpty(next), resetScroll: false });
  const apply = (change: Partial<OrdersSearch>) => go({ ...search, page: undefined, ...change });
  const csv = useMutation({
    mutationFn: () => exportBoosterOrders(ordersFilters(search)),
    onSuccess: (text) => {
      downloadFile(text, 'booster-orders.csv');
      showSuccessToast(intl.formatMessage(messages.exported));
    },
    onError: (error) =>
      showErrorToast(errorText(intl, error, { fallback: messages.exportFailed, networkMessage: false })),
  });
  const active = [search.user, search.tier, search.kind, search.from, search.to].filter(Boolean).length;

  return (
    <div className={styles.page}>
      <FilterPanel
        label={intl.formatMessage(messages.filters)}
        active={active}
        onClear={() => {
          setDays({});
          go({});
        }}
      >
        <FilterTextField
          label={intl.formatMessage(messages.user)}
          value={search.user}
          maxLength={64}
          onChange={(user) => apply({ user })}
        />
        <Select
          label={intl.formatMessage(messages.tier)}
          options={[
            { id: ALL, name: intl.formatMessage(messages.allTiers) },
            ...tiers.items.map((tier) => ({ id: tier.id, name: tier.name })),
          ]}
          value={search.tier ?? ALL}
          onChange={(key) => apply({ tier: key === ALL || key === null ? undefined : String(key) })}
        />
        <Select
          label={intl.formatMessage(messages.kind)}
          options={[
            { id: ALL, name: intl.formatMessage(messages.allKinds) },
            ...KINDS.map((kind) => ({ id: kind, name: intl.formatMessage(messages[kind]) })),
          ]}
          value={search.kind ?? ALL}
          onChange={(key) => apply({ kind: KINDS.find((kind) => kind === key) })}
        />
        <DayRangeFields
          value={days}
          onChange={(range) => {
            setDays(range);
            if (isDayRangeValid(range)) apply(range);
          }}
        />
      </FilterPanel>
      <OrderList
        data={data}
        withMember
        admin
        tools={
          <Button variant="secondary" isPending={csv.isPending} onPress={() => csv.mutate()}>
            {intl.formatMessage(messages.exportCsv)}
          </Button>
        }
      />
    </div>
  );
}

import { useMutation, useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { exportBoosterOrders } from '../../api/generated/endpoints/booster/booster.ts';
import { BoosterOrderKind } from '../../api/generated/model/boosterOrderKind.ts';
import { withoutEmpty } from '../../api/search-values.ts';
import { actions, filters as filtersRow } from '../../styles/layout.css.ts';
import { Button } from '../../ui/button/button.tsx';
import { DayRangeFields, isDayRangeValid } from '../../ui/day-field/day-range-fields.tsx';
import { downloadFile } from '../../ui/download/download-file.ts';
import { errorText } from '../../ui/form/error-text.ts';
import { Select } from '../../ui/select/select.tsx';
import { TextField } from '../../ui/text-field/text-field.tsx';
import { showErrorToast, showSuccessToast } from '../../ui/toast/toast.ts';
import * as styles from './booster.css.ts';
import { orders as messages } from './messages.ts';
import { OrderList } from './order-list.tsx';
import { adminTiersQueryOptions, ordersQueryOptions } from './queries.ts';
import { ordersFilters, type OrdersSearch } from './search.ts';

const ALL = 'all';
const KINDS = Object.values(BoosterOrderKind);

type Filters = Omit<OrdersSearch, 'page'>;

/**
 * admin/pack-booster-order: every member's booster orders, filtered by member, tier, kind and days, paged
 * through the address; the CSV holds every order the filters match.
 */
export function OrdersPage({ search }: { search: OrdersSearch }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { data } = useSuspenseQuery(ordersQueryOptions(search));
  const { data: tiers } = useSuspenseQuery(adminTiersQueryOptions());
  const { page: _page, ...applied } = search;
  const [draft, setDraft] = useState<Filters>(applied);
  const rangeWrong = !isDayRangeValid(draft);
  const go = (next: OrdersSearch) => void navigate({ to: '/admin/pack-booster-order', search: withoutEmpty(next) });
  const csv = useMutation({
    mutationFn: () => exportBoosterOrders(ordersFilters(search)),
    onSuccess: (text) => {
      downloadFile(text, 'booster-orders.csv');
      showSuccessToast(intl.formatMessage(messages.exported));
    },
    onError: (error) =>
      showErrorToast(errorText(intl, error, { fallback: messages.exportFailed, networkMessage: false })),
  });
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!rangeWrong) go({ ...draft, user: draft.user?.trim() || undefined });
  };
  const set = (key: keyof Filters) => (value: string | undefined) =>
    setDraft((current) => ({ ...current, [key]: value || undefined }));

  return (
    <div className={styles.page}>
      <form role="search" aria-label={intl.formatMessage(messages.filters)} className={filtersRow} onSubmit={onSubmit}>
        <TextField
          label={intl.formatMessage(messages.user)}
          value={draft.user ?? ''}
          onChange={set('user')}
          maxLength={64}
        />
        <Select
          label={intl.formatMessage(messages.tier)}
          options={[
            { id: ALL, name: intl.formatMessage(messages.allTiers) },
            ...tiers.items.map((tier) => ({ id: tier.id, name: tier.name })),
          ]}
          value={draft.tier ?? ALL}
          onChange={(key) => set('tier')(key === ALL ? undefined : String(key))}
        />
        <Select
          label={intl.formatMessage(messages.kind)}
          options={[
            { id: ALL, name: intl.formatMessage(messages.allKinds) },
            ...KINDS.map((kind) => ({ id: kind, name: intl.formatMessage(messages[kind]) })),
          ]}
          value={draft.kind ?? ALL}
          onChange={(key) => set('kind')(key === ALL ? undefined : String(key))}
        />
        <DayRangeFields
          value={{ from: draft.from, to: draft.to }}
          onChange={(range) => setDraft((current) => ({ ...current, ...range }))}
        />
        <div className={actions}>
          <Button type="submit" variant="secondary" isDisabled={rangeWrong}>
            {intl.formatMessage(messages.filter)}
          </Button>
          <Button
            variant="secondary"
            onPress={() => {
              setDraft({});
              go({});
            }}
          >
            {intl.formatMessage(messages.clear)}
          </Button>
          <Button variant="secondary" isPending={csv.isPending} onPress={() => csv.mutate()}>
            {intl.formatMessage(messages.exportCsv)}
          </Button>
        </div>
      </form>
      <OrderList data={data} withMember admin />
    </div>
  );
}

import { useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { ListAdminAssetsSort } from '../../../api/generated/model/listAdminAssetsSort.ts';
import { withoutEmpty } from '../../../api/search-values.ts';
import { Button } from '../../../ui/button/button.tsx';
import { Link } from '../../../ui/link/link.tsx';
import { Select } from '../../../ui/select/select.tsx';
import { DataList } from '../../../ui/list/data-list.tsx';
import { hiddenPart } from '../../../ui/table/hidden-part.tsx';
import { Cell, Column, Row } from '../../../ui/table/table.tsx';
import { TextField } from '../../../ui/text-field/text-field.tsx';
import * as styles from './admin.css.ts';
import { useLedgerFormat } from './format.ts';
import { assetSorts, assets, common, editAsset, networkNames, priceSourceNames, resultCount } from './messages.ts';
import { adminAssetsQueryOptions } from './queries.ts';
import { type AssetsSearch } from './search.ts';

const SORTS = Object.values(ListAdminAssetsSort);

/**
 * admin/assets: every asset, searched by code or name, sorted and paged through the address
 * (`?q=us&sort=-name&page=2`), each with a link to its form.
 */
export function AssetsPage({ search }: { search: AssetsSearch }) {
  const intl = useIntl();
  const label = (message: MessageDescriptor) => intl.formatMessage(message);
  const format = useLedgerFormat();
  const navigate = useNavigate();
  const { data } = useSuspenseQuery(adminAssetsQueryOptions(search));
  const [q, setQ] = useState(search.q ?? '');
  const go = (next: AssetsSearch) => void navigate({ to: '/admin/assets', search: withoutEmpty(next) });
  const flag = (on: boolean) => intl.formatMessage(on ? common.yes : common.no);

  return (
    <div className={styles.page}>
      <div className={styles.toolbar}>
        <form
          role="search"
          className={styles.filters}
          onSubmit={(event) => {
            event.preventDefault();
            go({ ...search, page: undefined, q: q.trim() || undefined });
          }}
        >
          <TextField label={intl.formatMessage(assets.search)} value={q} onChange={setQ} maxLength={100} />
          <Button type="submit" variant="secondary">
            {intl.formatMessage(assets.searchButton)}
          </Button>
          <Select
            label={intl.formatMessage(assets.sort)}
            options={SORTS.map((id) => ({ id, name: intl.formatMessage(assetSorts[id]) }))}
            value={search.sort ?? 'code'}
            onChange={(key) => {
              const sort = SORTS.find((id) => id === key);
              go({ ...search, page: undefined, sort: sort === 'code' ? undefined : sort });
            }}
          />
        </form>
        <Link to="/admin/assets/new">{intl.formatMessage(assets.newAsset)}</Link>
      </div>
      <DataList
        label={intl.formatMessage(assets.table)}
        count={intl.formatMessage(resultCount, { total: data.total })}
        cardsBelow="wide"
        columns={
          <>
            <Column isRowHeader>{intl.formatMessage(assets.code)}</Column>
            <Column>{intl.formatMessage(assets.name)}</Column>
            <Column>{intl.formatMessage(assets.network)}</Column>
            <Column numeric>{intl.formatMessage(assets.decimals)}</Column>
            <Column numeric>{intl.formatMessage(assets.usdPrice)}</Column>
            <Column>{intl.formatMessage(assets.priceSource)}</Column>
            <Column>{intl.formatMessage(assets.deposit)}</Column>
            <Column>{intl.formatMessage(assets.withdraw)}</Column>
            <Column>{intl.formatMessage(assets.swap)}</Column>
            <Column>{intl.formatMessage(assets.actions)}</Column>
          </>
        }
        items={data.items}
        empty={intl.formatMessage(assets.empty)}
        pager={{ of: data, label: intl.formatMessage(assets.pages) }}
      >
        {(asset) => (
          <Row id={asset.code}>
            <Cell data-label={label(assets.code)}>{asset.code}</Cell>
            <Cell data-label={label(assets.name)}>{asset.name}</Cell>
            <Cell data-label={label(assets.network)}>{intl.formatMessage(networkNames[asset.network])}</Cell>
            <Cell data-label={label(assets.decimals)} numeric>
              {asset.decimals}
            </Cell>
            <Cell data-label={label(assets.usdPrice)} numeric>
              <span className={styles.number}>{format.price(asset.usd_price)}</span>
            </Cell>
            <Cell data-label={label(assets.priceSource)}>
              {intl.formatMessage(priceSourceNames[asset.price_source])}
            </Cell>
            <Cell data-label={label(assets.deposit)}>{flag(asset.deposit_enabled)}</Cell>
            <Cell data-label={label(assets.withdraw)}>{flag(asset.withdraw_enabled)}</Cell>
            <Cell data-label={label(assets.swap)}>{flag(asset.swap_enabled)}</Cell>
            <Cell data-label={label(assets.actions)}>
              <Link to="/admin/assets/edit/$id" params={{ id: asset.code }}>
                {intl.formatMessage(editAsset, { code: asset.code, hidden: hiddenPart })}
              </Link>
            </Cell>
          </Row>
        )}
      </DataList>
    </div>
  );
}

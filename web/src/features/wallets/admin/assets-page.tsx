import { useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { withoutEmpty } from '../../../api/search-values.ts';
import { Link } from '../../../ui/link/link.tsx';
import { DataList } from '../../../ui/list/data-list.tsx';
import { hiddenPart } from '../../../ui/table/hidden-part.tsx';
import { Cell, Column, Row } from '../../../ui/table/table.tsx';
import { FilterPanel } from '../../../ui/filter-panel/filter-panel.tsx';
import { FilterTextField } from '../../../ui/filter-panel/filter-text-field.tsx';
import * as styles from './admin.css.ts';
import { useLedgerFormat } from './format.ts';
import { assets, common, editAsset, networkNames, priceSourceNames, resultCount } from './messages.ts';
import { adminAssetsQueryOptions } from './queries.ts';
import { type AssetsSearch } from './search.ts';

// By code unless a column's name says otherwise.
const DEFAULT_SORT = 'code';

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
  const go = (next: AssetsSearch) => void navigate({ to: '/admin/assets', search: withoutEmpty(next) });
  const flag = (on: boolean) => intl.formatMessage(on ? common.yes : common.no);

  return (
    <div className={styles.page}>
      <div className={styles.toolbar}>
        <FilterPanel
          label={intl.formatMessage(common.filters)}
          active={search.q ? 1 : 0}
          onClear={() => go({ sort: search.sort })}
        >
          <FilterTextField
            label={intl.formatMessage(assets.search)}
            value={search.q}
            maxLength={100}
            onChange={(q) => go({ ...search, page: undefined, q })}
          />
        </FilterPanel>
        <Link to="/admin/assets/new">{intl.formatMessage(assets.newAsset)}</Link>
      </div>
      <DataList
        label={intl.formatMessage(assets.table)}
        count={intl.formatMessage(resultCount, { total: data.total })}
        cardsBelow="wide"
        sort={DEFAULT_SORT}
        columns={
          <>
            <Column id="code" isRowHeader allowsSorting>
              {intl.formatMessage(assets.code)}
            </Column>
            <Column id="name" allowsSorting>
              {intl.formatMessage(assets.name)}
            </Column>
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

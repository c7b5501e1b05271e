import { useSuspenseQuery } from '@tanstack/react-query';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { useAssetSettings } from '../../api/assets.ts';
import type { PageSearch } from '../../api/paging.ts';
import { displayDecimals, formatPercent } from '../../i18n/format.ts';
import { useLanguage } from '../../i18n/language-provider.tsx';
import * as layout from '../../styles/layout.css.ts';
import { Link } from '../../ui/link/link.tsx';
import { DataList } from '../../ui/list/data-list.tsx';
import { Amount } from '../../ui/money-record/amount.tsx';
import { hiddenPart } from '../../ui/table/hidden-part.tsx';
import { Cell, Column, Row } from '../../ui/table/table.tsx';
import { admin, arbitrage, daysText, editPackText, packCount } from './messages.ts';
import { adminPacksQueryOptions } from './queries.ts';

/** admin/pack-arbitrage: the catalogue, active or not, each pack with its running subscriptions and its form. */
export function AdminPacksPage({ search }: { search: PageSearch }) {
  const intl = useIntl();
  const { language } = useLanguage();
  const { data } = useSuspenseQuery(adminPacksQueryOptions(search));
  const assets = useAssetSettings();
  const label = (message: MessageDescriptor) => intl.formatMessage(message);
  return (
    <div className={layout.page}>
      <div className={layout.actions}>
        <Link to="/admin/pack-arbitrage/new">{label(admin.newPack)}</Link>
      </div>
      <DataList
        label={label(admin.table)}
        count={intl.formatMessage(packCount, { total: data.total })}
        cardsBelow="medium"
        columns={
          <>
            <Column isRowHeader>{label(admin.name)}</Column>
            <Column numeric>{label(arbitrage.price)}</Column>
            <Column>{label(arbitrage.duration)}</Column>
            <Column numeric>{label(arbitrage.dailyReturn)}</Column>
            <Column>{label(admin.active)}</Column>
            <Column numeric>{label(admin.subscriptions)}</Column>
            <Column>{label(admin.actions)}</Column>
          </>
        }
        items={data.items}
        dependencies={[language, assets]}
        empty={label(admin.empty)}
        pager={{ of: data, label: label(admin.pages) }}
      >
        {(pack) => (
          <Row id={pack.id}>
            <Cell data-label={label(admin.name)}>{pack.name}</Cell>
            <Cell data-label={label(arbitrage.price)} numeric>
              <Amount value={pack.price} asset={pack.asset} decimals={displayDecimals(assets(pack.asset))} />
            </Cell>
            <Cell data-label={label(arbitrage.duration)}>
              {intl.formatMessage(daysText, { days: pack.duration_days })}
            </Cell>
            <Cell data-label={label(arbitrage.dailyReturn)} numeric>
              {formatPercent(pack.daily_return_percent, language)}
            </Cell>
            <Cell data-label={label(admin.active)}>{label(pack.active ? admin.yes : admin.no)}</Cell>
            <Cell data-label={label(admin.subscriptions)} numeric>
              {pack.active_subscriptions}
            </Cell>
            <Cell data-label={label(admin.actions)}>
              <Link to="/admin/pack-arbitrage/edit/$id" params={{ id: pack.id }}>
                {intl.formatMessage(editPackText, { name: pack.name, hidden: hiddenPart })}
              </Link>
            </Cell>
          </Row>
        )}
      </DataList>
    </div>
  );
}

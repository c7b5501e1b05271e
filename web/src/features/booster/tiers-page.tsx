import { useSuspenseQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { useAssetSettings } from '../../api/assets.ts';
import { displayDecimals } from '../../i18n/format.ts';
import { useLanguage } from '../../i18n/language-provider.tsx';
import { Link } from '../../ui/link/link.tsx';
import { DataList } from '../../ui/list/data-list.tsx';
import { Amount } from '../../ui/money-record/amount.tsx';
import { hiddenPart } from '../../ui/table/hidden-part.tsx';
import { Cell, Column, Row } from '../../ui/table/table.tsx';
import { actions } from '../../styles/layout.css.ts';
import * as styles from './booster.css.ts';
import { resultCount, tiers as messages, tiersText } from './messages.ts';
import { adminTiersQueryOptions } from './queries.ts';

/** admin/pack-booster: every tier in rank order, on sale or not, each with a link to its form. */
export function TiersPage() {
  const intl = useIntl();
  const { language } = useLanguage();
  const { data } = useSuspenseQuery(adminTiersQueryOptions());
  const assets = useAssetSettings();
  const label = (message: (typeof messages)[keyof typeof messages]) => intl.formatMessage(message);
  return (
    <div className={styles.page}>
      <div className={actions}>
        <Link to="/admin/pack-booster/new">{label(messages.newTier)}</Link>
        <Link to="/admin/pack-booster-order">{label(messages.orders)}</Link>
      </div>
      <DataList
        label={label(messages.table)}
        count={intl.formatMessage(resultCount, { total: data.items.length })}
        cardsBelow="narrow"
        dependencies={[language, assets]}
        columns={
          <>
            <Column isRowHeader>{label(messages.name)}</Column>
            <Column>{label(messages.rank)}</Column>
            <Column numeric>{label(messages.price)}</Column>
            <Column>{label(messages.validity)}</Column>
            <Column>{label(messages.active)}</Column>
            <Column>{label(messages.actions)}</Column>
          </>
        }
        items={data.items}
        empty={label(messages.empty)}
      >
        {(tier) => (
          <Row id={tier.id}>
            <Cell data-label={label(messages.name)}>{tier.name}</Cell>
            <Cell data-label={label(messages.rank)}>{tier.rank}</Cell>
            <Cell data-label={label(messages.price)} numeric>
              <Amount value={tier.price} asset={tier.asset} decimals={displayDecimals(assets(tier.asset))} />
            </Cell>
            <Cell data-label={label(messages.validity)}>{tier.validity_days}</Cell>
            <Cell data-label={label(messages.active)}>{label(tier.active ? messages.yes : messages.no)}</Cell>
            <Cell data-label={label(messages.actions)}>
              <Link to="/admin/pack-booster/edit/$id" params={{ id: tier.id }}>
                {intl.formatMessage(tiersText.edit, { name: tier.name, hidden: hiddenPart })}
              </Link>
            </Cell>
          </Row>
        )}
      </DataList>
    </div>
  );
}

import { useState, type ReactNode } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { useAssetSettings, type AssetSettings } from '../../api/assets.ts';
import type { BoosterOrder } from '../../api/generated/model/boosterOrder.ts';
import type { BoosterOrderPage } from '../../api/generated/model/boosterOrderPage.ts';
import { displayDecimals, formatDate } from '../../i18n/format.ts';
import { useLanguage } from '../../i18n/language-provider.tsx';
import { Link } from '../../ui/link/link.tsx';
import { DataList } from '../../ui/list/data-list.tsx';
import { Amount } from '../../ui/money-record/amount.tsx';
import { RecordOpener } from '../../ui/money-record/record-opener.tsx';
import { Cell, Column, Row } from '../../ui/table/table.tsx';
import { orders as messages, resultCount, ordersText } from './messages.ts';
import { OrderDrawer } from './order-drawer.tsx';

export interface OrderListProps {
  data: BoosterOrderPage;
  /** Administrators see whose order it is, with a link to that member's booster page. */
  withMember?: boolean;
  /** An administrator's list: an order's transaction is looked for in its member's transactions. */
  admin?: boolean;
  /** What acts on the whole list (its CSV export), at the end of the count's line. */
  tools?: ReactNode;
}

/** Booster orders, newest first; a row opens the order's drawer. */
export function OrderList({ admin = false, ...props }: OrderListProps) {
  const intl = useIntl();
  const assets = useAssetSettings();
  const [openId, setOpenId] = useState<string | null>(null);
  const opened = props.data.items.find(({ id }) => id === openId);
  return (
    <>
      <OrderTable {...props} assets={assets} onOpen={setOpenId} />
      {opened && (
        <OrderDrawer
          order={opened}
          decimals={displayDecimals(assets(opened.asset))}
          tier={tierText(intl, opened)}
          admin={admin}
          onClose={() => setOpenId(null)}
        />
      )}
    </>
  );
}

/** The tier an order bought, or the tiers of an upgrade. */
const tierText = (intl: IntlShape, order: BoosterOrder) =>
  order.from_tier_name === null
    ? order.tier_name
    : intl.formatMessage(ordersText.upgradeFrom, { from: order.from_tier_name, to: order.tier_name });

interface OrderTableProps extends Omit<OrderListProps, 'admin'> {
  assets: AssetSettings;
  onOpen: (id: string) => void;
}

/** Date, reference, (member), kind, tiers, amount, the pack's end. */
function OrderTable({ data, withMember = false, assets, onOpen, tools }: OrderTableProps) {
  const intl = useIntl();
  const { language } = useLanguage();
  const label = (message: (typeof messages)[keyof typeof messages]) => intl.formatMessage(message);
  return (
    <DataList
      label={label(messages.table)}
      count={intl.formatMessage(resultCount, { total: data.total })}
      tools={tools}
      cardsBelow={withMember ? 'wide' : 'medium'}
      dependencies={[language, assets]}
      onRowAction={(key) => onOpen(String(key))}
      columns={
        <>
          <Column isRowHeader>{label(messages.date)}</Column>
          <Column>{label(messages.reference)}</Column>
          {withMember && <Column>{label(messages.member)}</Column>}
          <Column>{label(messages.kind)}</Column>
          <Column>{label(messages.tier)}</Column>
          <Column numeric>{label(messages.amount)}</Column>
          <Column>{label(messages.endsAt)}</Column>
        </>
      }
      items={data.items}
      empty={label(messages.empty)}
      pager={{ of: data, label: label(messages.pages) }}
    >
      {(order) => (
        <Row id={order.id}>
          <Cell data-label={label(messages.date)}>{formatDate(order.created_at, language)}</Cell>
          <Cell data-label={label(messages.reference)}>
            <RecordOpener reference={order.reference} onOpen={() => onOpen(order.id)} />
          </Cell>
          {withMember && (
            <Cell data-label={label(messages.member)}>
              <Link to="/admin/user/booster/$uid" params={{ uid: order.uid }}>
                {order.username}
              </Link>
            </Cell>
          )}
          <Cell data-label={label(messages.kind)}>{label(messages[order.kind])}</Cell>
          <Cell data-label={label(messages.tier)}>{tierText(intl, order)}</Cell>
          <Cell data-label={label(messages.amount)} numeric>
            <Amount value={order.amount} asset={order.asset} decimals={displayDecimals(assets(order.asset))} />
          </Cell>
          <Cell data-label={label(messages.endsAt)}>{formatDate(order.pack_ends_at, language)}</Cell>
        </Row>
      )}
    </DataList>
  );
}

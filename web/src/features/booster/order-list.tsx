import { useIntl } from 'react-intl';
import type { BoosterOrder } from '../../api/generated/model/boosterOrder.ts';
import type { BoosterOrderPage } from '../../api/generated/model/boosterOrderPage.ts';
import { formatDate, formatUsdt } from '../../i18n/format.ts';
import { useLanguage } from '../../i18n/language-provider.tsx';
import { Link } from '../../ui/link/link.tsx';
import { DataList } from '../../ui/list/data-list.tsx';
import { Amount } from '../../ui/money-record/amount.tsx';
import { Cell, Column, Row } from '../../ui/table/table.tsx';
import { orders as messages, resultCount, ordersText } from './messages.ts';

export interface OrderListProps {
  data: BoosterOrderPage;
  /** Administrators see whose order it is, with a link to that member's booster page. */
  withMember?: boolean;
}

/** Booster orders, newest first: date, reference, (member), kind, tiers, amount, the pack's end. */
export function OrderList({ data, withMember = false }: OrderListProps) {
  const intl = useIntl();
  const { language } = useLanguage();
  const label = (message: (typeof messages)[keyof typeof messages]) => intl.formatMessage(message);
  const tierText = (order: BoosterOrder) =>
    order.from_tier_name === null
      ? order.tier_name
      : intl.formatMessage(ordersText.upgradeFrom, { from: order.from_tier_name, to: order.tier_name });
  return (
    <DataList
      label={label(messages.table)}
      count={intl.formatMessage(resultCount, { total: data.total })}
      cardsBelow={withMember ? 'wide' : 'medium'}
      dependencies={[language]}
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
          <Cell data-label={label(messages.reference)}>{order.reference}</Cell>
          {withMember && (
            <Cell data-label={label(messages.member)}>
              <Link to="/admin/user/booster/$uid" params={{ uid: order.uid }}>
                {order.username}
              </Link>
            </Cell>
          )}
          <Cell data-label={label(messages.kind)}>{label(messages[order.kind])}</Cell>
          <Cell data-label={label(messages.tier)}>{tierText(order)}</Cell>
          <Cell data-label={label(messages.amount)} numeric>
            <Amount value={formatUsdt(order.amount, language)} unit={order.asset} />
          </Cell>
          <Cell data-label={label(messages.endsAt)}>{formatDate(order.pack_ends_at, language)}</Cell>
        </Row>
      )}
    </DataList>
  );
}

import { useIntl } from 'react-intl';
import type { BoosterOrder } from '../../api/generated/model/boosterOrder.ts';
import { Amount } from '../../ui/money-record/amount.tsx';
import { MoneyRecordDrawer } from '../../ui/money-record/money-record-drawer.tsx';
import { StatusPill } from '../../ui/money-record/status-pill.tsx';
import { orderTitle, orders as messages } from './messages.ts';

export interface OrderDrawerProps {
  order: BoosterOrder;
  /** The decimals of the order's asset, from its settings. */
  decimals: number | undefined;
  /** The tier it bought, or the tiers of an upgrade, as its row writes them. */
  tier: string;
  /** An administrator's view: whose order it is, and their transactions. */
  admin: boolean;
  onClose: () => void;
}

/** A booster order in full: what was paid for which tier, until when the pack runs, and its payment. */
export function OrderDrawer({ order, decimals, tier, admin, onClose }: OrderDrawerProps) {
  const intl = useIntl();
  const label = (message: (typeof messages)[keyof typeof messages]) => intl.formatMessage(message);
  return (
    <MoneyRecordDrawer
      title={intl.formatMessage(orderTitle, { reference: order.reference })}
      reference={order.reference}
      amount={<Amount value={order.amount} asset={order.asset} decimals={decimals} />}
      // An order is its payment: it exists once paid.
      status={<StatusPill status="paid">{label(messages.paid)}</StatusPill>}
      lines={[
        ...(admin ? [{ name: label(messages.member), value: order.username }] : []),
        { name: label(messages.kind), value: label(messages[order.kind]) },
        { name: label(messages.tier), value: tier },
      ]}
      dates={[
        { name: label(messages.paidAt), at: order.created_at },
        { name: label(messages.endsAt), at: order.pack_ends_at },
      ]}
      transaction={{
        type: 'pack',
        asset: order.asset,
        at: order.created_at,
        reference: order.reference,
        ...(admin ? { username: order.username } : {}),
      }}
      onClose={onClose}
    />
  );
}

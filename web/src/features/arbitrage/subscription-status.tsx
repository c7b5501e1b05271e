import { useIntl } from 'react-intl';
import type { ArbitrageSubscription } from '../../api/generated/model/arbitrageSubscription.ts';
import { StatusPill } from '../../ui/money-record/status-pill.tsx';
import { statusNames } from './messages.ts';

/** A subscription's status: running (done: it was paid and works) or ended (its price returned). */
export function SubscriptionStatus({ subscription }: { subscription: ArbitrageSubscription }) {
  const intl = useIntl();
  return (
    <StatusPill status={subscription.status} tone={subscription.status === 'active' ? 'done' : 'neutral'}>
      {intl.formatMessage(statusNames[subscription.status])}
    </StatusPill>
  );
}

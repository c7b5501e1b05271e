import { useIntl } from 'react-intl';
import type { ArbitrageSubscription } from '../../api/generated/model/arbitrageSubscription.ts';
import { formatAmount, formatPercent } from '../../i18n/format.ts';
import { useLanguage } from '../../i18n/language-provider.tsx';
import { Amount } from '../../ui/money-record/amount.tsx';
import { MoneyRecordDrawer } from '../../ui/money-record/money-record-drawer.tsx';
import { daysPaidOf, recordFields } from '../../ui/money-record/messages.ts';
import { arbitrage, dailyReturnText, daysText, subscription, subscriptionTitle } from './messages.ts';
import { SubscriptionStatus } from './subscription-status.tsx';

export interface SubscriptionDrawerProps {
  subscription: ArbitrageSubscription;
  /** The decimals of the subscription's asset, from its settings. */
  decimals: number | undefined;
  onClose: () => void;
}

/** A subscription in full: its pack and terms, the returns paid so far, its term and its payment. */
export function SubscriptionDrawer({ subscription: s, decimals, onClose }: SubscriptionDrawerProps) {
  const intl = useIntl();
  const { language } = useLanguage();
  return (
    <MoneyRecordDrawer
      title={intl.formatMessage(subscriptionTitle, { reference: s.reference })}
      reference={s.reference}
      amount={<Amount value={s.price} asset={s.asset} decimals={decimals} />}
      status={<SubscriptionStatus subscription={s} />}
      lines={[
        { name: intl.formatMessage(arbitrage.pack), value: s.pack_name },
        {
          name: intl.formatMessage(arbitrage.duration),
          value: intl.formatMessage(daysText, { days: s.duration_days }),
        },
        {
          name: intl.formatMessage(arbitrage.dailyReturn),
          value: intl.formatMessage(dailyReturnText, {
            percent: formatPercent(s.daily_return_percent, language),
            amount: `${formatAmount(s.daily_return, decimals, language)} ${s.asset}`,
          }),
        },
        {
          name: intl.formatMessage(arbitrage.returnsPaid),
          value: <Amount value={s.returns_paid} asset={s.asset} decimals={decimals} incoming />,
        },
        {
          name: intl.formatMessage(recordFields.daysPaid),
          value: intl.formatMessage(daysPaidOf, { paid: s.days_paid, days: s.duration_days }),
        },
      ]}
      dates={[
        { name: intl.formatMessage(arbitrage.startedAt), at: s.started_at },
        { name: intl.formatMessage(arbitrage.endsAt), at: s.ends_at },
        ...(s.ended_at ? [{ name: intl.formatMessage(subscription.endedAt), at: s.ended_at }] : []),
      ]}
      transaction={{ type: 'arbitrage_subscription', asset: s.asset, at: s.started_at, reference: s.reference }}
      onClose={onClose}
    />
  );
}

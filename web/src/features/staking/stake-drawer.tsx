import { useIntl } from 'react-intl';
import type { Stake } from '../../api/generated/model/stake.ts';
import { formatPercent } from '../../i18n/format.ts';
import { useLanguage } from '../../i18n/language-provider.tsx';
import { Amount } from '../../ui/money-record/amount.tsx';
import { MoneyRecordDrawer } from '../../ui/money-record/money-record-drawer.tsx';
import { daysPaidOf, recordFields } from '../../ui/money-record/messages.ts';
import { drawerLines, messages, productName, stakeDrawerTitle } from './messages.ts';
import { StakeStatus } from './stake-status.tsx';

export interface StakeDrawerProps {
  stake: Stake;
  /** The decimals of the stake's asset, from its settings. */
  decimals: number | undefined;
  /** The principal as the card's title writes it. */
  amount: string;
  /** An administrator's view: the stake's transaction is looked for in its member's list. */
  admin: boolean;
  onClose: () => void;
}

/** A stake in full: its product and rate, its lock until maturity, the rewards so far and its transaction. */
export function StakeDrawer({ stake, decimals, amount, admin, onClose }: StakeDrawerProps) {
  const intl = useIntl();
  const { language } = useLanguage();
  const money = (value: string) => <Amount value={value} asset={stake.asset} decimals={decimals} />;
  return (
    <MoneyRecordDrawer
      title={intl.formatMessage(stakeDrawerTitle, { amount, days: stake.duration_days })}
      amount={money(stake.principal)}
      status={<StakeStatus stake={stake} />}
      lines={[
        ...(admin ? [{ name: intl.formatMessage(drawerLines.member), value: stake.username }] : []),
        {
          name: intl.formatMessage(messages.product),
          value: intl.formatMessage(productName, { asset: stake.asset, days: stake.duration_days }),
        },
        { name: intl.formatMessage(messages.targetRate), value: formatPercent(stake.target_rate, language) },
        { name: intl.formatMessage(messages.paid), value: money(stake.paid_rewards) },
        { name: intl.formatMessage(messages.accrued), value: money(stake.accrued_rewards) },
        { name: intl.formatMessage(messages.projected), value: money(stake.projected_reward) },
        {
          name: intl.formatMessage(recordFields.daysPaid),
          value: intl.formatMessage(daysPaidOf, { paid: stake.days_paid, days: stake.duration_days }),
        },
      ]}
      dates={[
        { name: intl.formatMessage(drawerLines.subscribedAt), at: stake.created_at },
        { name: intl.formatMessage(messages.started), at: stake.start_day, day: true },
        { name: intl.formatMessage(messages.maturity), at: stake.maturity_day, day: true },
        ...(stake.ended_at ? [{ name: intl.formatMessage(drawerLines.endedAt), at: stake.ended_at }] : []),
      ]}
      transaction={{
        type: 'staking',
        asset: stake.asset,
        at: stake.created_at,
        ...(admin ? { username: stake.username } : {}),
      }}
      onClose={onClose}
    />
  );
}

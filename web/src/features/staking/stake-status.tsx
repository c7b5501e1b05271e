import { useIntl } from 'react-intl';
import type { Stake } from '../../api/generated/model/stake.ts';
import { StatusPill } from '../../ui/money-record/status-pill.tsx';
import { statusNames } from './messages.ts';

/** A stake's status: running until its maturity (waiting), matured (done) or cancelled (refused). */
export function StakeStatus({ stake }: { stake: Stake }) {
  const intl = useIntl();
  return (
    <StatusPill status={stake.status === 'active' ? 'pending' : stake.status === 'matured' ? 'completed' : 'cancelled'}>
      {intl.formatMessage(statusNames[stake.status])}
    </StatusPill>
  );
}

import { useIntl } from 'react-intl';
import type { Stake } from '../../api/generated/model/stake.ts';
import { StatusPill } from '../../ui/money-record/status-pill.tsx';
import { statusNames } from './messages.ts';

/** A stake's status: running (in force) until its maturity, matured, or cancelled. */
export function StakeStatus({ stake }: { stake: Stake }) {
  const intl = useIntl();
  return <StatusPill status={stake.status}>{intl.formatMessage(statusNames[stake.status])}</StatusPill>;
}

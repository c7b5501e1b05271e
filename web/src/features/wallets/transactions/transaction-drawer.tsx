import { useIntl } from 'react-intl';
import type { AssetSettings } from '../../../api/assets.ts';
import type { Transaction } from '../../../api/generated/model/transaction.ts';
import { displayDecimals } from '../../../i18n/format.ts';
import { Amount } from '../../../ui/money-record/amount.tsx';
import { ChainValue } from '../../../ui/money-record/chain-value.tsx';
import { RecordDrawer, RecordFields, RecordTimeline } from '../../../ui/money-record/record-drawer.tsx';
import { StatusPill } from '../../../ui/money-record/status-pill.tsx';
import { MemberLink } from '../member-link.tsx';
import { messages, statusNames, transactionTitle, typeNames } from './messages.ts';

/** How a transaction's parts read, the same in its row and in its drawer. */
export function useTransactionView(t: Transaction, assets: AssetSettings) {
  const intl = useIntl();
  const decimals = displayDecimals(assets(t.asset));
  const none = intl.formatMessage(messages.none);
  return {
    none,
    date: (at: string) =>
      intl.formatDate(at, { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' }),
    amount: (
      <Amount
        value={t.amount}
        asset={t.asset}
        decimals={decimals}
        sign={t.direction === 'in' ? '+' : '−'}
        incoming={t.direction === 'in'}
      />
    ),
    fee: <Amount value={t.fee} asset={t.asset} decimals={decimals} />,
    counter:
      t.counter_asset && t.counter_amount ? (
        <Amount
          value={t.counter_amount}
          asset={t.counter_asset}
          decimals={displayDecimals(assets(t.counter_asset))}
          sign="+"
          incoming
        />
      ) : (
        none
      ),
    status: <StatusPill status={t.status}>{intl.formatMessage(statusNames[t.status])}</StatusPill>,
  };
}

export interface TransactionDrawerProps {
  transaction: Transaction;
  assets: AssetSettings;
  showUsername: boolean;
  onClose: () => void;
}

/** A transaction in full: every field, its steps (recorded, then completed or rejected). */
export function TransactionDrawer({ transaction: t, assets, showUsername, onClose }: TransactionDrawerProps) {
  const intl = useIntl();
  const view = useTransactionView(t, assets);
  const explorer = assets(t.asset);
  const name = (message: keyof typeof messages) => intl.formatMessage(messages[message]);
  const events = [{ label: name('eventCreated'), at: t.created_at, atText: view.date(t.created_at) }];
  if (t.status !== 'pending')
    events.push({
      label: intl.formatMessage(statusNames[t.status]),
      at: t.updated_at,
      atText: view.date(t.updated_at),
    });
  return (
    <RecordDrawer title={intl.formatMessage(transactionTitle, { reference: t.reference })} onClose={onClose}>
      <RecordFields
        fields={[
          { name: name('reference'), value: t.reference },
          { name: name('status'), value: view.status },
          { name: name('date'), value: <time dateTime={t.created_at}>{view.date(t.created_at)}</time> },
          ...(showUsername ? [{ name: name('username'), value: <MemberLink member={t} /> }] : []),
          { name: name('type'), value: intl.formatMessage(typeNames[t.type]) },
          { name: name('direction'), value: name(t.direction === 'in' ? 'directionIn' : 'directionOut') },
          { name: name('amount'), value: view.amount },
          { name: name('fee'), value: view.fee },
          { name: name('counter'), value: view.counter },
          {
            name: name('hash'),
            value: t.tx_hash ? <ChainValue kind="hash" value={t.tx_hash} explorer={explorer} full /> : view.none,
          },
          {
            name: name('addressField'),
            value: t.address ? <ChainValue kind="address" value={t.address} explorer={explorer} full /> : view.none,
          },
          { name: name('updatedAt'), value: <time dateTime={t.updated_at}>{view.date(t.updated_at)}</time> },
        ]}
      />
      <RecordTimeline events={events} />
    </RecordDrawer>
  );
}

import { useSuspenseQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import type { User } from '../../api/generated/model/user.ts';
import type { Wallet } from '../../api/generated/model/wallet.ts';
import { useLanguage } from '../../i18n/language-provider.tsx';
import { visuallyHidden } from '../../styles/visually-hidden.css.ts';
import { lazyPart } from '../../chunks/lazy-part.tsx';
import { Link } from '../../ui/link/link.tsx';
import { actionFor, greeting, messages, walletsPage } from './messages.ts';
import { isZero } from '../../api/decimal.ts';
import { displayDecimals, formatAmount, formatUsd } from '../../i18n/format.ts';
import { walletsQueryOptions } from './wallet-queries.ts';
import * as styles from './wallets.css.ts';

// Why money is held: the requests it waits for, read and drawn once the balances are on screen.
const HeldNote = lazyPart(() => import('./held-note.tsx').then((module) => module.HeldNote));

/**
 * Where a sign-in lands: the greeting, the total in dollars and one row per wallet with what the
 * asset allows (swap, deposit, withdraw). On the critical path: a plain table, no grid or chart code.
 */
export function MyWalletsPage({ user }: { user: Pick<User, 'user_name' | 'uid'> }) {
  const intl = useIntl();
  const { data } = useSuspenseQuery(walletsQueryOptions());
  return (
    <div className={styles.stack}>
      <p>{intl.formatMessage(greeting, { name: user.user_name, uid: user.uid })}</p>
      <WalletsTable items={data.items} totalUsd={data.total_usd} />
      {data.items.some(({ held }) => !isZero(held)) && <HeldNote wallets={data.items} />}
      <nav aria-label={intl.formatMessage(walletsPage.walletActions)}>
        <ul className={styles.inlineLinks}>
          <li>
            <Link to="/wallets/my-transactions">{intl.formatMessage(messages.allTransactions)}</Link>
          </li>
          <li>
            <Link to="/wallets/my-wallets/swap-transaction">{intl.formatMessage(messages.swapHistory)}</Link>
          </li>
        </ul>
      </nav>
    </div>
  );
}

function WalletsTable({ items, totalUsd }: { items: Wallet[]; totalUsd: string }) {
  const intl = useIntl();
  const { language } = useLanguage();
  if (items.length === 0) return <p className={styles.note}>{intl.formatMessage(messages.empty)}</p>;
  const amount = (wallet: Wallet, value: string) => formatAmount(value, displayDecimals(wallet), language);
  const columns = {
    balance: intl.formatMessage(messages.balance),
    held: intl.formatMessage(messages.held),
    locked: intl.formatMessage(messages.locked),
    available: intl.formatMessage(messages.available),
    usdValue: intl.formatMessage(messages.usdValue),
    actions: intl.formatMessage(messages.actions),
  };
  return (
    <>
      <p className={styles.total}>
        <span className={styles.totalLabel}>{intl.formatMessage(messages.total)}</span>{' '}
        <span className={styles.totalValue}>{formatUsd(totalUsd, language)}</span>
      </p>
      {/* A list's record lines (styles/responsive-table.css.ts): two lines per wallet on a phone. */}
      <div className={styles.tableScroll} data-table-box>
        <table className={styles.table} data-records>
          <caption className={visuallyHidden}>{intl.formatMessage(messages.table)}</caption>
          <thead>
            <tr>
              <th scope="col">{intl.formatMessage(messages.asset)}</th>
              <th scope="col" className={styles.numeric}>
                {columns.balance}
              </th>
              <th scope="col" className={styles.numeric}>
                {columns.held}
              </th>
              <th scope="col" className={styles.numeric}>
                {columns.locked}
              </th>
              <th scope="col" className={styles.numeric}>
                {columns.available}
              </th>
              <th scope="col" className={styles.numeric}>
                {columns.usdValue}
              </th>
              <th scope="col">{columns.actions}</th>
            </tr>
          </thead>
          <tbody>
            {items.map((wallet) => (
              <tr key={wallet.id}>
                <th scope="row" data-phone="title">
                  <span className={styles.assetCode}>{wallet.asset}</span>{' '}
                  <span className={styles.assetName}>{wallet.name}</span>
                </th>
                <td className={styles.numeric} data-phone="figure">
                  {amount(wallet, wallet.balance)}
                </td>
                <td className={styles.numeric}>{amount(wallet, wallet.held)}</td>
                <td className={styles.numeric}>{amount(wallet, wallet.locked)}</td>
                <td className={styles.numeric}>{amount(wallet, wallet.available)}</td>
                <td className={styles.numeric} data-phone="note">
                  {formatUsd(wallet.usd_value, language)}
                </td>
                <td data-phone="status">
                  <WalletActions wallet={wallet} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

/** The actions of one wallet, only those its asset allows; each link names its asset for screen readers. */
export function WalletActions({ wallet }: { wallet: Wallet }) {
  const intl = useIntl();
  const params = { origin: wallet.asset };
  const name = (action: string) => intl.formatMessage(actionFor, { action, asset: wallet.asset });
  const swapText = intl.formatMessage(messages.swap);
  const depositText = intl.formatMessage(messages.deposit);
  const withdrawText = intl.formatMessage(messages.withdraw);
  return (
    <ul className={styles.actions}>
      {wallet.swap_enabled && (
        <li>
          <Link to="/wallets/my-wallets/swap/$origin" params={params} aria-label={name(swapText)}>
            {swapText}
          </Link>
        </li>
      )}
      {wallet.deposit_enabled && (
        <li>
          <Link to="/wallets/my-wallets/deposit/$origin" params={params} aria-label={name(depositText)}>
            {depositText}
          </Link>
        </li>
      )}
      {wallet.withdraw_enabled && (
        <li>
          <Link to="/wallets/my-wallets/withdraw/$origin" params={params} aria-label={name(withdrawText)}>
            {withdrawText}
          </Link>
        </li>
      )}
    </ul>
  );
}

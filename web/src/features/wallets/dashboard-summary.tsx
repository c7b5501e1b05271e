import { useIntl } from 'react-intl';
import { useListWallets } from '../../api/generated/endpoints/wallet/wallet.ts';
import { useLanguage } from '../../i18n/language-provider.tsx';
import { Link } from '../../ui/link/link.tsx';
import { dashboard } from './dashboard-messages.ts';
import { messages } from './messages.ts';
import { formatAmount, formatUsd, toUnits } from './money.ts';
import { Loading, LoadError } from './page-state.tsx';
import * as styles from './wallets.css.ts';

/**
 * The dashboard's wallet section: the total in dollars, every holding it counts, in the order of My
 * wallets, and the way there.
 */
export function WalletSummary() {
  const intl = useIntl();
  const { language } = useLanguage();
  const wallets = useListWallets();
  let content;
  if (wallets.isPending) content = <Loading text={intl.formatMessage(messages.loading)} />;
  else if (wallets.isError) content = <LoadError error={wallets.error} onRetry={() => void wallets.refetch()} />;
  else {
    const held = wallets.data.items.filter(
      (wallet) =>
        (toUnits(wallet.balance, wallet.decimals) ?? 0n) !== 0n || (toUnits(wallet.usd_value, 2) ?? 0n) !== 0n,
    );
    content = (
      <>
        <p className={styles.total}>
          <span className={styles.totalLabel}>{intl.formatMessage(messages.total)}</span>{' '}
          <span className={styles.totalValue}>{formatUsd(wallets.data.total_usd, language)}</span>
        </p>
        {held.length > 0 && (
          <dl className={styles.facts} aria-label={intl.formatMessage(dashboard.holdings)}>
            {held.map((wallet) => (
              <div key={wallet.id} className={styles.factRow}>
                <dt>{wallet.asset}</dt>
                <dd>
                  {formatAmount(wallet.balance, wallet.decimals, language)} · {formatUsd(wallet.usd_value, language)}
                </dd>
              </div>
            ))}
          </dl>
        )}
      </>
    );
  }
  return (
    <section className={styles.panel} aria-labelledby="dashboard-wallets">
      <h2 id="dashboard-wallets" className={styles.sectionTitle}>
        {intl.formatMessage(dashboard.title)}
      </h2>
      {content}
      <p>
        <Link to="/wallets/my-wallets">{intl.formatMessage(dashboard.open)}</Link>
      </p>
    </section>
  );
}

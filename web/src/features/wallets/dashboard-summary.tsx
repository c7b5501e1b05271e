import { useIntl } from 'react-intl';
import { useListWallets } from '../../api/generated/endpoints/wallet/wallet.ts';
import { useLanguage } from '../../i18n/language-provider.tsx';
import { Link } from '../../ui/link/link.tsx';
import { dashboard } from './dashboard-messages.ts';
import { messages } from './messages.ts';
import { formatAmount, formatUsd, toUnits } from './money.ts';
import { Loading, LoadError } from './page-state.tsx';
import { byValue } from './holdings.ts';
import * as styles from './wallets.css.ts';

const LARGEST = 3;

/** The dashboard's wallet section: the total in dollars, the three largest holdings, the way to My wallets. */
export function WalletSummary() {
  const intl = useIntl();
  const { language } = useLanguage();
  const wallets = useListWallets();
  let content;
  if (wallets.isPending) content = <Loading text={intl.formatMessage(messages.loading)} />;
  else if (wallets.isError) content = <LoadError error={wallets.error} onRetry={() => void wallets.refetch()} />;
  else {
    const largest = byValue(wallets.data.items)
      .filter((wallet) => (toUnits(wallet.usd_value, 2) ?? 0n) > 0n)
      .slice(0, LARGEST);
    content = (
      <>
        <p className={styles.total}>
          <span className={styles.totalLabel}>{intl.formatMessage(messages.total)}</span>{' '}
          <span className={styles.totalValue}>{formatUsd(wallets.data.total_usd, language)}</span>
        </p>
        {largest.length > 0 && (
          <dl className={styles.facts} aria-label={intl.formatMessage(dashboard.largest)}>
            {largest.map((wallet) => (
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

import { useSuspenseQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { useLanguage } from '../../i18n/language-provider.tsx';
import { Link } from '../../ui/link/link.tsx';
import { dashboard } from './dashboard-messages.ts';
import { messages } from './messages.ts';
import { toUnits } from '../../api/decimal.ts';
import { displayDecimals, formatAmount, formatUsd } from '../../i18n/format.ts';
import { walletsQueryOptions } from './wallet-queries.ts';
import * as styles from './wallets.css.ts';

/**
 * The dashboard's wallet section: the total in dollars, every holding it counts, in the order of My
 * wallets, and the way there.
 */
export function WalletSummary() {
  const intl = useIntl();
  const { language } = useLanguage();
  const { data } = useSuspenseQuery(walletsQueryOptions());
  const held = data.items.filter(
    (wallet) => (toUnits(wallet.balance, wallet.decimals) ?? 0n) !== 0n || (toUnits(wallet.usd_value, 2) ?? 0n) !== 0n,
  );
  const content = (
    <>
      <p className={styles.total}>
        <span className={styles.totalLabel}>{intl.formatMessage(messages.total)}</span>{' '}
        <span className={styles.totalValue}>{formatUsd(data.total_usd, language)}</span>
      </p>
      {held.length > 0 && (
        <dl className={styles.facts} aria-label={intl.formatMessage(dashboard.holdings)}>
          {held.map((wallet) => (
            <div key={wallet.id} className={styles.factRow}>
              <dt>{wallet.asset}</dt>
              <dd>
                {formatAmount(wallet.balance, displayDecimals(wallet), language)} ·{' '}
                {formatUsd(wallet.usd_value, language)}
              </dd>
            </div>
          ))}
        </dl>
      )}
    </>
  );
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

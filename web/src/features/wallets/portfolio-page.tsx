import { useSuspenseQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { useLanguage } from '../../i18n/language-provider.tsx';
import { DonutChart } from '../../ui/donut-chart/donut-chart.tsx';
import { messages } from './messages.ts';
import { portfolio } from './portfolio-messages.ts';
import { byValue, shareOf } from './holdings.ts';
import { toUnits } from '../../api/decimal.ts';
import { displayDecimals, formatAmount, formatPercent, formatUsd } from '../../i18n/format.ts';
import { WalletActions } from './my-wallets-page.tsx';
import { walletsQueryOptions } from './wallet-queries.ts';
import * as styles from './wallets.css.ts';

/** /wallets-v2: the portfolio at a glance, its total, its allocation by asset, and each holding. */
export function PortfolioPage() {
  const intl = useIntl();
  const { language } = useLanguage();
  const { data } = useSuspenseQuery(walletsQueryOptions());
  const { items, total_usd: totalUsd } = data;
  const sorted = byValue(items);
  const empty = (toUnits(totalUsd, 2) ?? 0n) === 0n;
  return (
    <div className={styles.stack}>
      <p className={styles.total}>
        <span className={styles.totalLabel}>{intl.formatMessage(messages.total)}</span>{' '}
        <span className={styles.totalValue}>{formatUsd(totalUsd, language)}</span>
      </p>
      <section className={styles.stack} aria-labelledby="portfolio-allocation">
        <h2 id="portfolio-allocation" className={styles.sectionTitle}>
          {intl.formatMessage(portfolio.allocation)}
        </h2>
        {empty ? (
          <p className={styles.note}>{intl.formatMessage(portfolio.nothing)}</p>
        ) : (
          <DonutChart
            label={intl.formatMessage(portfolio.allocation)}
            columns={{
              label: intl.formatMessage(messages.asset),
              value: intl.formatMessage(messages.usdValue),
              share: intl.formatMessage(portfolio.share),
            }}
            slices={sorted.map((wallet) => ({
              id: wallet.asset,
              label: wallet.asset,
              value: Number(wallet.usd_value),
              valueText: formatUsd(wallet.usd_value, language),
              shareText: formatPercent(shareOf(wallet.usd_value, totalUsd), language),
              // Its colour follows the asset's place in the wallets list, not its rank by value.
              tone: items.indexOf(wallet),
            }))}
          />
        )}
      </section>
      <section className={styles.stack} aria-labelledby="portfolio-holdings">
        <h2 id="portfolio-holdings" className={styles.sectionTitle}>
          {intl.formatMessage(portfolio.holdings)}
        </h2>
        {items.length === 0 ? (
          <p className={styles.note}>{intl.formatMessage(messages.empty)}</p>
        ) : (
          <ul className={styles.requests}>
            {sorted.map((wallet) => (
              <li key={wallet.id} className={styles.panel}>
                <h3 className={styles.itemTitle}>
                  <span className={styles.assetCode}>{wallet.asset}</span>{' '}
                  <span className={styles.assetName}>{wallet.name}</span>
                </h3>
                <dl className={styles.facts}>
                  <dt>{intl.formatMessage(messages.balance)}</dt>
                  <dd>{formatAmount(wallet.balance, displayDecimals(wallet), language)}</dd>
                  <dt>{intl.formatMessage(messages.available)}</dt>
                  <dd>{formatAmount(wallet.available, displayDecimals(wallet), language)}</dd>
                  <dt>{intl.formatMessage(messages.usdValue)}</dt>
                  <dd>{formatUsd(wallet.usd_value, language)}</dd>
                  <dt>{intl.formatMessage(portfolio.share)}</dt>
                  <dd>{formatPercent(shareOf(wallet.usd_value, totalUsd), language)}</dd>
                </dl>
                <WalletActions wallet={wallet} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

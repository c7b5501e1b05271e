import { useSuspenseQueries } from '@tanstack/react-query';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { Wallet } from '../../api/generated/model/wallet.ts';
import { useLanguage } from '../../i18n/language-provider.tsx';
import { heldAmount, heldLine, heldRequest, heldTitle } from './held-messages.ts';
import { amountWithAsset } from './form-messages.ts';
import { isZero } from '../../api/decimal.ts';
import { displayDecimals, formatAmount } from '../../i18n/format.ts';
import { HOLDING_STATUSES, heldWithdrawalsQueryOptions } from './operation-queries.ts';
import * as styles from './wallets.css.ts';

/**
 * Why money is held, per asset: the amount and the withdrawal requests still waiting for an
 * administrator, "26 USDT réservés — WDR-000012 en attente".
 */
export function HeldNote({ wallets }: { wallets: Wallet[] }) {
  const intl = useIntl();
  const { language } = useLanguage();
  const titleId = useId();
  const lists = useSuspenseQueries({ queries: HOLDING_STATUSES.map(heldWithdrawalsQueryOptions) });
  // Each list keeps to its own state, whatever the server's answer holds besides.
  const waiting = lists.flatMap(({ data }, index) =>
    data.items.filter(({ status }) => status === HOLDING_STATUSES[index]),
  );
  const holding = wallets.filter(({ held }) => !isZero(held));
  if (holding.length === 0) return null;
  return (
    <section aria-labelledby={titleId} className={styles.note}>
      <h2 id={titleId} className={styles.sectionTitle}>
        {intl.formatMessage(heldTitle)}
      </h2>
      <ul>
        {holding.map((wallet) => {
          const amount = intl.formatMessage(amountWithAsset, {
            amount: formatAmount(wallet.held, displayDecimals(wallet), language),
            asset: wallet.asset,
          });
          const requests = waiting
            .filter(({ asset }) => asset === wallet.asset)
            .map(({ reference, status }) => intl.formatMessage(heldRequest, { reference, status }));
          return (
            <li key={wallet.id}>
              {requests.length === 0
                ? intl.formatMessage(heldAmount, { amount })
                : intl.formatMessage(heldLine, { amount, requests: intl.formatList(requests) })}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

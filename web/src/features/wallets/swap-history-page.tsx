import { useIntl } from 'react-intl';
import { Link } from '../../ui/link/link.tsx';
import { messages } from './messages.ts';
import { TransactionTable } from './transactions/transaction-table.tsx';
import * as styles from './wallets.css.ts';

/** /wallets/my-wallets/swap-transaction: the member's swaps, newest first, paged by the server. */
export function SwapHistoryPage({ page }: { page: number }) {
  const intl = useIntl();
  return (
    <div className={styles.stack}>
      <TransactionTable
        scope="member"
        values={{ page, type: 'swap' }}
        label={intl.formatMessage(messages.swapHistory)}
      />
      <p>
        <Link to="/wallets/my-transactions" search={{ type: 'swap' }}>
          {intl.formatMessage(messages.allTransactions)}
        </Link>
      </p>
    </div>
  );
}

import { useIntl } from 'react-intl';
import type { TransactionType } from '../../api/generated/model/transactionType.ts';
import { Link } from '../link/link.tsx';
import { recordFields, seeTransactionOf } from './messages.ts';

/** The member transaction a record made (a stake's lock, a pack's payment). */
export interface TransactionTarget {
  type: TransactionType;
  asset: string;
  /** When the record was made: its transaction is on that UTC day. */
  at: string;
  /** The transaction's reference, when the record carries it. */
  reference?: string;
  /** For an administrator: the member whose transactions the link opens. */
  username?: string;
}

/**
 * A link to a record's transaction in the transactions list: found by its reference where an
 * administrator's list can search, otherwise by its type, asset and day (a member's list has no search).
 */
export function TransactionLink({ type, asset, at, reference, username }: TransactionTarget) {
  const intl = useIntl();
  const day = new Date(at).toISOString().slice(0, 10);
  const filters = { type, asset, from: day, to: day };
  const text = reference
    ? intl.formatMessage(seeTransactionOf, { reference })
    : intl.formatMessage(recordFields.seeTransaction);
  return username ? (
    <Link
      to="/admin/user/transact/$id"
      params={{ id: username }}
      search={{ page: 1, ...(reference ? { q: reference } : filters) }}
    >
      {text}
    </Link>
  ) : (
    <Link to="/wallets/my-transactions" search={filters}>
      {text}
    </Link>
  );
}

import { useNavigate } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { Link } from '../../../ui/link/link.tsx';
import { TransactionFilters } from '../transactions/transaction-filters.tsx';
import type { TransactionFilterValues } from '../transactions/transaction-search.ts';
import { TransactionTable } from '../transactions/transaction-table.tsx';
import { TransactionsCsvButton } from '../transactions/transactions-csv-button.tsx';
import * as styles from './admin.css.ts';
import { memberOf, transactions } from './messages.ts';

/**
 * admin/all-transactions: every member's movements with the members' filters plus the member and a
 * reference or hash, the member's name in each row, and the CSV of what the filters match.
 */
export function AllTransactionsPage({ search }: { search: TransactionFilterValues }) {
  const navigate = useNavigate();
  const onChange = (values: TransactionFilterValues) =>
    void navigate({ to: '/admin/all-transactions', search: values, resetScroll: false });
  return <AdminTransactions values={search} onChange={onChange} />;
}

/**
 * admin/user/transact/{username}: the same list for one member, whose name is in the path; the
 * other filters sit in the address as on the list of every member.
 */
export function MemberTransactionsPage({ username, search }: { username: string; search: TransactionFilterValues }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const onChange = ({ user: _user, ...values }: TransactionFilterValues) =>
    void navigate({
      to: '/admin/user/transact/$id',
      params: { id: username },
      search: values,
      resetScroll: false,
    });
  return (
    <>
      <div className={styles.toolbar}>
        <p className={styles.total}>{intl.formatMessage(memberOf, { username })}</p>
        <Link to="/admin/wallet-detail">{intl.formatMessage(transactions.walletsLink)}</Link>
      </div>
      <AdminTransactions values={{ ...search, user: username }} onChange={onChange} hidden={['user']} />
    </>
  );
}

function AdminTransactions({
  values,
  onChange,
  hidden,
}: {
  values: TransactionFilterValues;
  onChange: (values: TransactionFilterValues) => void;
  hidden?: (keyof TransactionFilterValues)[];
}) {
  return (
    <div className={styles.page}>
      <TransactionFilters scope="admin" values={values} onChange={onChange} hidden={hidden} />
      <TransactionTable
        scope="admin"
        values={values}
        showUsername
        tools={<TransactionsCsvButton scope="admin" values={values} />}
      />
    </div>
  );
}

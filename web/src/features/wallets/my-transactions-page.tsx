import type { TransactionFilterValues } from './transactions/transaction-search.ts';
import { TransactionFilters } from './transactions/transaction-filters.tsx';
import { TransactionTable } from './transactions/transaction-table.tsx';
import { TransactionsCsvButton } from './transactions/transactions-csv-button.tsx';
// A list takes the width the shell gives it, unlike the wallet pages' forms (wallets.css.ts `stack`).
import { page } from '../../styles/layout.css.ts';

/**
 * /wallets/my-transactions: every movement of the member's wallets, filtered and paged through the
 * address, and the same filters as a CSV file.
 */
export function MyTransactionsPage({
  values,
  onChange,
}: {
  values: TransactionFilterValues;
  onChange: (values: TransactionFilterValues) => void;
}) {
  return (
    <div className={page}>
      <TransactionFilters scope="member" values={values} onChange={onChange} />
      <TransactionTable
        scope="member"
        values={values}
        tools={<TransactionsCsvButton scope="member" values={values} />}
      />
    </div>
  );
}

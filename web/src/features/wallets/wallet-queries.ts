import type { QueryClient } from '@tanstack/react-query';
import { getListWalletsQueryKey } from '../../api/generated/endpoints/wallet/wallet.ts';
import { getListWithdrawalsQueryKey } from '../../api/generated/endpoints/withdrawal/withdrawal.ts';

/**
 * After money moved: the balances, the transaction lists (every filter and page) and the withdrawal
 * requests are out of date.
 */
export function invalidateWalletData(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({
    predicate: ({ queryKey }) => {
      const [path] = queryKey;
      return (
        path === getListWalletsQueryKey()[0] ||
        path === getListWithdrawalsQueryKey()[0] ||
        (typeof path === 'string' && path.startsWith('/transactions'))
      );
    },
  });
}

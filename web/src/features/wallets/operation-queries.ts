import type { QueryClient } from '@tanstack/react-query';
import {
  getGetSwapConfigurationSuspenseQueryOptions,
  getGetTransactionConfigurationSuspenseQueryOptions,
} from '../../api/generated/endpoints/configuration/configuration.ts';
import {
  getGetDepositAddressSuspenseQueryOptions,
  getListWalletsQueryKey,
} from '../../api/generated/endpoints/wallet/wallet.ts';
import {
  getListWithdrawalsQueryKey,
  getListWithdrawalsSuspenseQueryOptions,
} from '../../api/generated/endpoints/withdrawal/withdrawal.ts';

// What the swap, withdraw and deposit pages read besides the wallets: their loaders ensure it.
export const swapConfigurationQueryOptions = () => getGetSwapConfigurationSuspenseQueryOptions();
export const transactionConfigurationQueryOptions = () => getGetTransactionConfigurationSuspenseQueryOptions();
// A refusal (fiat, deposits closed, no such asset) is an answer, not a failure to try again.
export const depositAddressQueryOptions = (asset: string) =>
  getGetDepositAddressSuspenseQueryOptions(asset, { query: { retry: false } });
// The latest requests are what the member comes back for; older ones are in My transactions.
export const withdrawalsQueryOptions = (asset: string) =>
  getListWithdrawalsSuspenseQueryOptions({ asset, pageSize: 10 });

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

// What holds a member's money: the requests an administrator has not decided yet (the most a page holds).
export const HOLDING_STATUSES = ['pending', 'awaiting_second_approval'] as const;
export const heldWithdrawalsQueryOptions = (status: (typeof HOLDING_STATUSES)[number]) =>
  getListWithdrawalsSuspenseQueryOptions({ status, pageSize: 100 });

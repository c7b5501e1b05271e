import type { QueryClient } from '@tanstack/react-query';
import {
  getGetAdminArbitragePackSuspenseQueryOptions,
  getListAdminArbitragePacksSuspenseQueryOptions,
  getListArbitragePacksSuspenseQueryOptions,
  getListArbitrageSubscriptionsSuspenseQueryOptions,
} from '../../api/generated/endpoints/arbitrage/arbitrage.ts';
import { getListWalletsSuspenseQueryOptions } from '../../api/generated/endpoints/wallet/wallet.ts';
import { listAdminArbitragePacksQuery, listArbitrageSubscriptionsQuery } from '../../api/generated/parameters.ts';
import { accepted, withoutEmpty } from '../../api/search-values.ts';

export const PAGE_SIZE = 20;

/** The page of a list in the address: from 2, nothing for the first. */
export interface PageSearch {
  page?: number;
}

const laterPage = (value: unknown, schema = listArbitrageSubscriptionsQuery.page) => {
  const page = accepted(schema, value);
  return page !== undefined && page > 1 ? page : undefined;
};

export const validateSubscriptionsSearch = (search: Record<string, unknown>): PageSearch =>
  withoutEmpty({ page: laterPage(search.page) });
export const validatePacksSearch = (search: Record<string, unknown>): PageSearch =>
  withoutEmpty({ page: laterPage(search.page, listAdminArbitragePacksQuery.page) });

export const packsQueryOptions = () => getListArbitragePacksSuspenseQueryOptions();
export const activeSubscriptionsQueryOptions = ({ page }: PageSearch) =>
  getListArbitrageSubscriptionsSuspenseQueryOptions({ status: 'active', page: page ?? 1, pageSize: PAGE_SIZE });
export const usdtWalletQueryOptions = () => getListWalletsSuspenseQueryOptions();
export const adminPacksQueryOptions = ({ page }: PageSearch) =>
  getListAdminArbitragePacksSuspenseQueryOptions({ page: page ?? 1, pageSize: PAGE_SIZE });
export const adminPackQueryOptions = (id: string) => getGetAdminArbitragePackSuspenseQueryOptions(id);

// What a subscription or a catalogue edit changes; generated query keys start with the operation's path.
const CHANGED = /^\/(arbitrage|admin\/arbitrage|wallets|transactions|services|admin\/services)(\/|$)/;

export const invalidateArbitrage = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ predicate: ({ queryKey }) => CHANGED.test(String(queryKey[0])) });

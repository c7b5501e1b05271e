/**
 * The addresses of the booster lists (`?page=2&kind=upgrade&from=2026-11-01`), checked by the routes
 * against the contract's rules for each query parameter (api/search-values.ts); here is what each list
 * sends for them.
 */
import type { ExportBoosterOrdersParams } from '../../api/generated/model/exportBoosterOrdersParams.ts';
import type { ListBoosterOrdersParams } from '../../api/generated/model/listBoosterOrdersParams.ts';
import type { listBoosterOrdersQuery } from '../../api/generated/parameters.ts';
import { pageParams } from '../../api/paging.ts';
import { withoutEmpty, type SearchOf } from '../../api/search-values.ts';

export type OrdersSearch = SearchOf<typeof listBoosterOrdersQuery>;

/** The filters the list and its CSV send: a range the platform would refuse (400) keeps only its start. */
export function ordersFilters({ page: _page, from, to, ...filters }: OrdersSearch): ExportBoosterOrdersParams {
  return withoutEmpty({ ...filters, from, to: from && to && to < from ? undefined : to });
}

export const ordersParams = (search: OrdersSearch): ListBoosterOrdersParams =>
  pageParams({ ...ordersFilters(search), page: search.page });

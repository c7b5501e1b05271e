/**
 * The addresses of the booster lists: page and filters in the search part, each value checked against the
 * contract's rule for its query parameter (api/search-values.ts): a wrong one is dropped, never sent.
 */
import type { BoosterOrderKind } from '../../api/generated/model/boosterOrderKind.ts';
import type { ListBoosterOrdersParams } from '../../api/generated/model/listBoosterOrdersParams.ts';
import { listBoosterOrdersQuery, listMyBoosterOrdersQuery } from '../../api/generated/parameters.ts';
import { accepted, withoutEmpty } from '../../api/search-values.ts';

export const PAGE_SIZE = 20;

/** A page after the first (the first needs no place in the address), or nothing. */
function laterPage(value: unknown): number | undefined {
  const page = accepted(listMyBoosterOrdersQuery.page, value);
  return page !== undefined && page > 1 ? page : undefined;
}

export interface PageSearch {
  page?: number;
}

export const validatePageSearch = (search: Record<string, unknown>): PageSearch =>
  withoutEmpty({ page: laterPage(search.page) });

export interface OrdersSearch extends PageSearch {
  user?: string;
  tier?: string;
  kind?: BoosterOrderKind;
  from?: string;
  to?: string;
}

export function validateOrdersSearch(search: Record<string, unknown>): OrdersSearch {
  const rules = listBoosterOrdersQuery;
  const values = withoutEmpty({
    page: laterPage(search.page),
    user: accepted(rules.user, search.user),
    tier: accepted(rules.tier, search.tier),
    kind: accepted(rules.kind, search.kind),
    from: accepted(rules.from, search.from),
    to: accepted(rules.to, search.to),
  });
  // A range the platform would refuse (400) keeps only its start.
  return values.from && values.to && values.to < values.from ? { ...values, to: undefined } : values;
}

export const ordersParams = ({ page, ...filters }: OrdersSearch): ListBoosterOrdersParams =>
  withoutEmpty({ page: page ?? 1, pageSize: PAGE_SIZE, ...filters });

/** The admin user list's address: page, search, filters and sort, each checked against the contract. */
import type { ListUsersParams } from '../../api/generated/model/listUsersParams.ts';
import type { UserRoleFilterParameter } from '../../api/generated/model/userRoleFilterParameter.ts';
import type { UserSortParameter } from '../../api/generated/model/userSortParameter.ts';
import type { UserStatusFilterParameter } from '../../api/generated/model/userStatusFilterParameter.ts';
import { listUsersQuery } from '../../api/generated/parameters.ts';
import { accepted, withoutEmpty } from '../../api/search-values.ts';

export const PAGE_SIZE = 20;

export interface UsersSearch {
  /** From 2; nothing for the first page. */
  page?: number;
  q?: string;
  sort?: UserSortParameter;
  status?: UserStatusFilterParameter;
  role?: UserRoleFilterParameter;
}

export function validateUsersSearch(search: Record<string, unknown>): UsersSearch {
  const page = accepted(listUsersQuery.page, search.page);
  const sort = accepted(listUsersQuery.sort, search.sort);
  return withoutEmpty({
    page: page !== undefined && page > 1 ? page : undefined,
    q: accepted(listUsersQuery.q, search.q),
    // The default order needs no place in the address.
    sort: sort === 'uid' ? undefined : sort,
    status: accepted(listUsersQuery.status, search.status),
    role: accepted(listUsersQuery.role, search.role),
  });
}

export const usersParams = ({ page, ...filters }: UsersSearch): ListUsersParams =>
  withoutEmpty({ page: page ?? 1, pageSize: PAGE_SIZE, ...filters });

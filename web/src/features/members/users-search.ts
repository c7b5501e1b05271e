/** The admin user list's address: page, search, filters and sort, checked by the route against the contract. */
import type { ListUsersParams } from '../../api/generated/model/listUsersParams.ts';
import type { listUsersQuery } from '../../api/generated/parameters.ts';
import { withoutEmpty, type SearchOf } from '../../api/search-values.ts';

export const PAGE_SIZE = 20;

/** The first page and the default order need no place in the address. */
export type UsersSearch = SearchOf<typeof listUsersQuery>;

export const usersParams = (search: UsersSearch): ListUsersParams =>
  withoutEmpty({ ...search, page: search.page ?? 1, pageSize: PAGE_SIZE });

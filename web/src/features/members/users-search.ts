/** The admin user list's address: page, search, filters and sort, checked by the route against the contract. */
import type { listUsersQuery } from '../../api/generated/parameters.ts';
import type { SearchOf } from '../../api/search-values.ts';

/** The first page and the default order need no place in the address. */
export type UsersSearch = SearchOf<typeof listUsersQuery>;

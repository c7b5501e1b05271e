import { getGetMemberAccountSuspenseQueryOptions } from '../../api/generated/endpoints/member/member.ts';
import { getListUsersSuspenseQueryOptions } from '../../api/generated/endpoints/member/member.ts';
import { pageParams } from '../../api/paging.ts';
import type { UsersSearch } from './users-search.ts';

// What each page reads: the route's loader ensures it, the page reads the same options with useSuspenseQuery.
export const usersQueryOptions = (search: UsersSearch) => getListUsersSuspenseQueryOptions(pageParams(search));
export const memberAccountQueryOptions = (uid: string) => getGetMemberAccountSuspenseQueryOptions(uid);

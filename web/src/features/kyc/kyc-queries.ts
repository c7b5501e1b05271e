import {
  getGetKycSessionSuspenseQueryOptions,
  getListKycReviewsSuspenseQueryOptions,
} from '../../api/generated/endpoints/kyc/kyc.ts';
import { pageParams, type PageSearch } from '../../api/paging.ts';

// What each page reads: the route's loader ensures it, the page reads the same options with useSuspenseQuery.
export const kycSessionQueryOptions = () => getGetKycSessionSuspenseQueryOptions();
export const kycReviewsQueryOptions = (search: PageSearch) => getListKycReviewsSuspenseQueryOptions(pageParams(search));

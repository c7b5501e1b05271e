import {
  getGetKycSessionSuspenseQueryOptions,
  getListKycReviewsSuspenseQueryOptions,
} from '../../api/generated/endpoints/kyc/kyc.ts';

// What each page reads: the route's loader ensures it, the page reads the same options with useSuspenseQuery.
export const kycSessionQueryOptions = () => getGetKycSessionSuspenseQueryOptions();
export const kycReviewsQueryOptions = (page: number) => getListKycReviewsSuspenseQueryOptions({ page, pageSize: 20 });

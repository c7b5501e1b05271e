import {
  getListJobRunsSuspenseQueryOptions,
  getListJobsSuspenseQueryOptions,
} from '../../api/generated/endpoints/job/job.ts';
import { pageParams, type PageSearch } from '../../api/paging.ts';

// What the page reads: the route's loader ensures it, the page reads the same options with useSuspenseQuery.
export const jobsQueryOptions = () => getListJobsSuspenseQueryOptions();
export const jobRunsQueryOptions = (search: PageSearch) => getListJobRunsSuspenseQueryOptions(pageParams(search));

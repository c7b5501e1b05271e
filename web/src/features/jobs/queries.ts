import {
  getListJobRunsSuspenseQueryOptions,
  getListJobsSuspenseQueryOptions,
} from '../../api/generated/endpoints/job/job.ts';

const PAGE_SIZE = 20;

// What the page reads: the route's loader ensures it, the page reads the same options with useSuspenseQuery.
export const jobsQueryOptions = () => getListJobsSuspenseQueryOptions();
export const jobRunsQueryOptions = (page = 1) => getListJobRunsSuspenseQueryOptions({ page, pageSize: PAGE_SIZE });

import { createFileRoute } from '@tanstack/react-router';
import { assetsQueryOptions } from '../api/assets.ts';
import { pageSearch } from '../api/paging.ts';
import { JobsPage } from '../features/jobs/jobs-page.tsx';
import { jobRunsQueryOptions, jobsQueryOptions } from '../features/jobs/queries.ts';
import { PageFrame } from '../features/shell/page-frame.tsx';

export const Route = createFileRoute('/_auth/admin/setting/jobs')({
  validateSearch: pageSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    Promise.all([
      context.queryClient.ensureQueryData(jobsQueryOptions()),
      context.queryClient.ensureQueryData(jobRunsQueryOptions(deps)),
      context.queryClient.prefetchQuery(assetsQueryOptions()),
    ]),
  component: function AdminSettingJobs() {
    return (
      <PageFrame page="adminSettingJobs">
        <JobsPage search={Route.useSearch()} />
      </PageFrame>
    );
  },
});

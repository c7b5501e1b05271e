import { createFileRoute } from '@tanstack/react-router';
import { JobsPage } from '../features/jobs/jobs-page.tsx';
import { jobRunsQueryOptions, jobsQueryOptions } from '../features/jobs/queries.ts';
import { PageFrame } from '../features/shell/page-frame.tsx';

// The runs page through the page's state, not the address: a search validator would sit in the entry chunk.
export const Route = createFileRoute('/_auth/admin/setting/jobs')({
  loader: ({ context }) =>
    Promise.all([
      context.queryClient.ensureQueryData(jobsQueryOptions()),
      context.queryClient.ensureQueryData(jobRunsQueryOptions()),
    ]),
  component: function AdminSettingJobs() {
    return (
      <PageFrame page="adminSettingJobs">
        <JobsPage />
      </PageFrame>
    );
  },
});

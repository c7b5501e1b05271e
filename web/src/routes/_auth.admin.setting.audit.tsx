import { createFileRoute } from '@tanstack/react-router';
import { listConfigurationAuditQuery } from '../api/generated/parameters.ts';
import { searchOf } from '../api/search-values.ts';
import { AuditPage } from '../features/configuration/audit-page.tsx';
import { configurationAuditQueryOptions } from '../features/configuration/configuration-queries.ts';
import { PageFrame } from '../features/shell/page-frame.tsx';

const validateSearch = searchOf(listConfigurationAuditQuery, { keep: { page: 1 } });

export const Route = createFileRoute('/_auth/admin/setting/audit')({
  validateSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(configurationAuditQueryOptions(deps)),
  component: function ConfigurationAudit() {
    return (
      <PageFrame page="adminSettingAudit">
        <AuditPage search={Route.useSearch()} />
      </PageFrame>
    );
  },
});

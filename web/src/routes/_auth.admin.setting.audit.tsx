import { createFileRoute } from '@tanstack/react-router';
import { listConfigurationAuditQuery } from '../api/generated/parameters.ts';
import { searchOf } from '../api/search-values.ts';
import { AuditPage } from '../features/configuration/audit-page.tsx';
import { auditParams } from '../features/configuration/audit-search.ts';
import { errorPage, pendingPage } from '../features/configuration/configuration-page.tsx';
import { configurationAuditQueryOptions } from '../features/configuration/configuration-queries.ts';
import { titles } from '../features/configuration/messages.ts';

const validateSearch = searchOf(listConfigurationAuditQuery, { keep: { page: 1 } });

export const Route = createFileRoute('/_auth/admin/setting/audit')({
  validateSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(configurationAuditQueryOptions(auditParams(deps))),
  component: function ConfigurationAudit() {
    return <AuditPage search={Route.useSearch()} />;
  },
  pendingComponent: pendingPage(titles.audit),
  errorComponent: errorPage(titles.audit),
});

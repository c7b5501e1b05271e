import { createFileRoute } from '@tanstack/react-router';
import { AuditPage } from '../features/configuration/audit-page.tsx';
import { auditParams, validateAuditSearch } from '../features/configuration/audit-search.ts';
import { errorPage, pendingPage } from '../features/configuration/configuration-page.tsx';
import { configurationAuditQueryOptions } from '../features/configuration/configuration-queries.ts';
import { titles } from '../features/configuration/messages.ts';

export const Route = createFileRoute('/_auth/admin/setting/audit')({
  validateSearch: validateAuditSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(configurationAuditQueryOptions(auditParams(deps))),
  component: function ConfigurationAudit() {
    return <AuditPage search={Route.useSearch()} />;
  },
  pendingComponent: pendingPage(titles.audit),
  errorComponent: errorPage(titles.audit),
});

import { createFileRoute } from '@tanstack/react-router';
import { listConfigurationAuditQuery } from '../api/generated/parameters.ts';
import { searchOf } from '../api/search-values.ts';
import { AuditTabs } from '../features/approval/audit-tabs.tsx';
import { adminAuditQueryOptions, adminRequestsQueryOptions } from '../features/approval/queries.ts';
import { RequestsPage } from '../features/approval/requests-page.tsx';
import { actionsParameters, requestsParameters } from '../features/approval/requests-search.ts';
import { TrailPage } from '../features/approval/trail-page.tsx';
import { useAuth } from '../features/auth/use-auth.ts';
import { AuditPage } from '../features/configuration/audit-page.tsx';
import { configurationAuditQueryOptions } from '../features/configuration/configuration-queries.ts';
import { PageFrame } from '../features/shell/page-frame.tsx';

const trailSearch = searchOf(listConfigurationAuditQuery, { keep: { page: 1 } });
const requestsSearch = searchOf(requestsParameters);
const actionsSearch = searchOf(actionsParameters);

// The page is the configuration trail, the requests waiting for a second administrator (`?view=requests`), or
// every admin action (`?view=actions`): each tab reads its own values of the address, and its page.
export const Route = createFileRoute('/_auth/admin/setting/audit')({
  validateSearch: (search: Record<string, unknown>) => ({
    ...trailSearch(search),
    ...requestsSearch(search),
    ...actionsSearch(search),
  }),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps: { view, status, section, action, member, page } }) =>
    view === 'requests'
      ? context.queryClient.ensureQueryData(adminRequestsQueryOptions({ status, page }))
      : view === 'actions'
        ? context.queryClient.ensureQueryData(adminAuditQueryOptions({ action, member, page }))
        : context.queryClient.ensureQueryData(configurationAuditQueryOptions({ section, page })),
  component: function ConfigurationAudit() {
    const { view, status, section, action, member, page } = Route.useSearch();
    // Requests are named by their proposer's username: one's own are cancelled, the others' decided.
    const self = useAuth().user?.username;
    return (
      <PageFrame page="adminSettingAudit">
        <AuditTabs
          view={view ?? 'trail'}
          trail={<AuditPage search={{ section, page }} />}
          requests={<RequestsPage search={{ status, page }} self={self} />}
          actions={<TrailPage search={{ action, member, page }} />}
        />
      </PageFrame>
    );
  },
});

import { createFileRoute } from '@tanstack/react-router';
import { listUsersQuery } from '../api/generated/parameters.ts';
import { searchOf } from '../api/search-values.ts';
import { usersQueryOptions } from '../features/members/queries.ts';
import { UsersPage } from '../features/members/users-page.tsx';
import { PageFrame } from '../features/shell/page-frame.tsx';

const validateSearch = searchOf(listUsersQuery);

export const Route = createFileRoute('/_auth/admin/user/')({
  validateSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(usersQueryOptions(deps)),
  component: function AdminUsers() {
    return (
      <PageFrame page="adminUser">
        <UsersPage search={Route.useSearch()} />
      </PageFrame>
    );
  },
});

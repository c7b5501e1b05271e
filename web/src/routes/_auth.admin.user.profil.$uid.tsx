import { createFileRoute } from '@tanstack/react-router';
import { useAuth } from '../features/auth/use-auth.ts';
import { MemberPage } from '../features/members/member-page.tsx';
import { memberAccountQueryOptions } from '../features/members/queries.ts';
import { PageFrame } from '../features/shell/page-frame.tsx';
import { RouteErrorState } from '../ui/page-state/error-state.tsx';

export const Route = createFileRoute('/_auth/admin/user/profil/$uid')({
  loader: ({ context, params }) => context.queryClient.ensureQueryData(memberAccountQueryOptions(params.uid)),
  component: function AdminUserProfile() {
    const { uid } = Route.useParams();
    // The administrator's own account gets no actions: another administrator must act on it.
    const self = useAuth().user?.uid;
    return (
      <PageFrame page="adminUserProfil">
        <MemberPage key={uid} uid={uid} selfUid={self} />
      </PageFrame>
    );
  },
  errorComponent: ({ error }) => (
    <PageFrame page="adminUserProfil">
      <RouteErrorState error={error} />
    </PageFrame>
  ),
});

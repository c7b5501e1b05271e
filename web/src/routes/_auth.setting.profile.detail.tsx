import { createFileRoute } from '@tanstack/react-router';
import { useAuth } from '../features/auth/use-auth.ts';
import { ProfileDetail } from '../features/profile/profile-detail.tsx';
import { PageFrame } from '../features/shell/page-frame.tsx';

export const Route = createFileRoute('/_auth/setting/profile/detail')({
  component: function ProfileDetailRoute() {
    const { user } = useAuth();
    return <PageFrame page="profileDetail">{user && <ProfileDetail user={user} />}</PageFrame>;
  },
});

import { createFileRoute } from '@tanstack/react-router';
import { useAuth } from '../features/auth/use-auth.ts';
import { ProfileEditPage } from '../features/profile/profile-edit-page.tsx';
import { PageFrame } from '../features/shell/page-frame.tsx';

export const Route = createFileRoute('/_auth/setting/profile/edit')({
  component: function ProfileEditRoute() {
    const { user } = useAuth();
    return <PageFrame page="profileEdit">{user && <ProfileEditPage user={user} />}</PageFrame>;
  },
});

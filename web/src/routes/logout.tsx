import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { LogoutPage } from '../features/auth/logout-page.tsx';

export const Route = createFileRoute('/logout')({
  component: function Logout() {
    const navigate = Route.useNavigate();
    const toLogin = useCallback(() => void navigate({ to: '/login', replace: true }), [navigate]);
    return <LogoutPage onSignedOut={toLogin} />;
  },
});

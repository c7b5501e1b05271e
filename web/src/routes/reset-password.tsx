import { createFileRoute } from '@tanstack/react-router';
import { ResetPasswordPage } from '../features/auth/reset-password-page.tsx';

export const Route = createFileRoute('/reset-password')({
  validateSearch: (search: Record<string, unknown>): { token?: string } =>
    typeof search.token === 'string' ? { token: search.token } : {},
  component: function ResetPassword() {
    const { token } = Route.useSearch();
    const navigate = Route.useNavigate();
    return <ResetPasswordPage token={token} onReset={() => void navigate({ to: '/login' })} />;
  },
});
